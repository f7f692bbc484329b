import { z } from 'zod';
import { line } from './fields.js';

/** The answer of the password endpoints: a sentence the success pages may show. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Codes of the password endpoints that the spec does not name. */
export const ACCOUNT_FLOW_ERROR_CODES = {
  /** Change password: the current password is wrong. */
  invalidCurrentPassword: 'invalidCurrentPassword',
} as const;

export const INVALID_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/**
 * GET /api/auth/doccheck: where the registration modal's DocCheck frame starts. `state` carries
 * the browser's saved-form id (idForm) through DocCheck and back to /register.
 */
export const DocCheckLoginQuerySchema = z.object({ idForm: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const DocCheckLoginSchema = z.object({ loginUrl: z.string() });
export type DocCheckLogin = z.infer<typeof DocCheckLoginSchema>;

/** What DocCheck hands back on the return address, passed on to /register. */
export const DocCheckReturnQuerySchema = z.object({
  code: line().max(2000).optional(),
  state: line().max(64).optional(),
  login_id: line().max(200).optional(),
  uniquekey: line().max(200).optional(),
  error: line().max(200).optional(),
});
