import type { LoggedUser, Role, StaffRole } from '@aatd/contract';

/** How the console names each role. */
export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  editor: 'Editor',
  reviewer: 'Reviewer',
  moderator: 'Moderator',
  safety: 'Safety reviewer',
  admin: 'Admin',
};

/** Whether the member holds one of these roles; an admin holds every role, as on the server. */
export const hasRole = (user: Pick<LoggedUser, 'role'> | undefined | null, roles: readonly StaffRole[]) =>
  Boolean(user && (user.role === 'admin' || (roles as readonly Role[]).includes(user.role)));

/**
 * Which roles use each area of the console. The server refuses everyone else (403); the console
 * hides what a role may not use and shows the not-found page if it is opened by its address.
 */
export const CONSOLE_ACCESS = {
  content: ['editor', 'reviewer'],
  contentWrite: ['editor'],
  verifications: ['admin'],
  feedback: ['admin'],
  report: ['admin'],
  /** Moderators may look members up (read only); only admins act on them. */
  members: ['moderator'],
  membersWrite: ['admin'],
  /** A member's consent history and data export (the data protection officer's view). */
  memberPrivacy: ['admin'],
  audit: ['admin'],
  moderation: ['moderator'],
  safety: ['safety', 'moderator'],
  /** Editors upload, preview and publish data sets; only admins roll back. */
  prevalence: ['editor'],
  prevalenceRollback: ['admin'],
  activityTypes: ['editor'],
  /** Reviewers see the library and where files are used; editors upload, edit and delete. */
  media: ['editor', 'reviewer'],
  mediaWrite: ['editor'],
  /** Mails the outbox gave up on: retry or discard. */
  mail: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
