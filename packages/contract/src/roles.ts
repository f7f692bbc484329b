import { z } from 'zod';

/**
 * Who a user is on the site. Every staff member is also a member (same sign-in); admins hold every
 * staff role. The server's access policy is the authority; the web only hides what a role may not use.
 */
export const ROLES = ['member', 'editor', 'reviewer', 'moderator', 'safety', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** The roles that open the staff console (`/admin`). */
export const STAFF_ROLES = ['editor', 'reviewer', 'moderator', 'safety', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Body of `PUT /api/admin/members/:id/role` (admins only). */
export const MemberRoleUpdateSchema = z.object({ role: RoleSchema });
export type MemberRoleUpdate = z.infer<typeof MemberRoleUpdateSchema>;

/** Answer of `PUT /api/admin/members/:id/role`: the member and the role they now hold. */
export const MemberRoleSchema = z.object({ id: z.number().int(), role: RoleSchema });
export type MemberRole = z.infer<typeof MemberRoleSchema>;
