import { z } from 'zod';
import { line } from './fields.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';

/** One message of the dev mailbox (GET /api/dev/mail), newest first; never served in production. */
export const DevMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sent', 'dev', 'dead', 'discarded']),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof DevMailSchema>;

export const DevMailListSchema = z.array(DevMailSchema);

export const DevMailQuerySchema = z.object({
  /** Only mails to this address (case-insensitive). */
  to: line().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * The console's dead-letter list (GET /api/admin/mail/undelivered): mails the outbox gave up on, a
 * permanent refusal (5xx) or too many transient failures. Admins retry or discard each (audited).
 * The body is not shown: it may hold a member's sign-in or reset link.
 */
export const UndeliveredMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deadAt: z.string(),
});
export type UndeliveredMail = z.infer<typeof UndeliveredMailSchema>;

export const UNDELIVERED_PAGE_SIZE = 50;

export const UndeliveredMailQuerySchema = PageQuerySchema;
export type UndeliveredMailQuery = z.input<typeof UndeliveredMailQuerySchema>;
export const UndeliveredMailPageSchema = pagedSchema(UndeliveredMailSchema);
export type UndeliveredMailPage = z.infer<typeof UndeliveredMailPageSchema>;

/** POST /api/admin/mail/undelivered/:id/{retry,discard}: the mail was requeued or dropped (audited). */
export const UndeliveredMailActionSchema = z.object({ ok: z.literal(true) });
