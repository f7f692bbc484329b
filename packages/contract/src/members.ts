import { z } from 'zod';
import { line } from './fields.js';
import { PAGE_SIZE } from './limits.js';

/** A member as lists, the typeahead and the share dialog show one (part 1 §3 "Member"). */
export const MemberSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

/** The longest directory page a member may ask for. */
export const MEMBER_PAGE_MAX = 50;
export const MemberListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MEMBER_PAGE_MAX).default(PAGE_SIZE.members),
  page: z.coerce.number().int().min(1).default(1),
});

/** GET /api/user/all answers users plus totalCount (part 2 §3). */
export const MemberListResponseSchema = z.object({
  users: z.array(MemberSummarySchema),
  totalCount: z.number().int(),
});
export type MemberListResponse = z.infer<typeof MemberListResponseSchema>;

export const MEMBER_SEARCH_MAX = 10;
export const MemberSearchQuerySchema = z.object({
  type: z.enum(['typeAhead']).default('typeAhead'),
  q: line().min(1).max(100),
});
export const MemberSearchResponseSchema = z.object({ users: z.array(MemberSummarySchema) });

/** Another member's profile: e-mail and mobile number are masked (part 2 §2.15). */
export const MemberDetailSchema = MemberSummarySchema.extend({
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  region: z.string(),
  organisation: z.string().nullable(),
  speciality: z.string().nullable(),
  seniority: z.string().nullable(),
  professionalNumber: z.string().nullable(),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;
