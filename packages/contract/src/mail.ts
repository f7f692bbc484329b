import { z } from 'zod';
import { line } from './fields.js';

/** One message of the dev mailbox (GET /api/dev/mail), newest first; never served in production. */
export const DevMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sent', 'dev']),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof DevMailSchema>;

export const DevMailListSchema = z.array(DevMailSchema);

export const DevMailQuerySchema = z.object({
  /** Only mails to this address (case-insensitive). */
  to: line().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
