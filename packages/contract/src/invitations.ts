import { z } from 'zod';
import { emailSchema } from './fields.js';

/* Invite a friend (part 2 §2.13, §8). */

export const InviteBodySchema = z.object({ email: emailSchema('Invalid email format') });
export type InviteBody = z.infer<typeof InviteBodySchema>;
export const INVITE_ERROR_CODES = { userAlreadyExist: 'userAlreadyExist' } as const;
export const INVITE_MESSAGES = {
  userAlreadyExist: 'User already exists',
  /** Spelling as in the spec. */
  failed: 'Error occured while sending the invite',
  sent: 'Invitation sent',
} as const;
export const InviteResponseSchema = z.object({ message: z.string() });
