import { z } from 'zod';
import { AdminAuditEntrySchema } from './admin-members.js';
import { line } from './fields.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';

/**
 * The audit log viewer ("Audit log"): admins read and export the append-only record of
 * every staff action. Routes: GET /api/admin/audit and /api/admin/audit.csv
 * (apps/server/src/features/admin-audit).
 */

export const AUDIT_PAGE_SIZE = 50;

const dateOnly = z.iso.date({ error: 'Use a date like 2027-01-31' });

/**
 * Filters combine (AND). `actor`: part of the actor's name as recorded; `action`: an action or its
 * group ("user.role", or "content" for every content action); `targetType` + `targetId`: the
 * thing acted on; `from`/`to`: days, both included (UTC).
 */
export const AuditQuerySchema = z.object({
  actor: line().max(200).optional(),
  actorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: line().max(100).optional(),
  targetType: line().max(50).optional(),
  targetId: line().max(100).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  page: PageQuerySchema.shape.page,
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export { AdminAuditEntrySchema as AuditEntrySchema };
export type AuditEntry = z.infer<typeof AdminAuditEntrySchema>;
export const AuditPageSchema = pagedSchema(AdminAuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/**
 * The actions the console's "What" filter offers, by their human labels (the server takes the
 * action name, or a group such as "content"); the log may hold others, reached by address.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.role': 'Role changed',
  'user.password': 'Password set by the operator',
  'member.signOutEverywhere': 'Signed out everywhere',
  'member.resendVerification': 'Verification e-mail resent',
  'verification.approve': 'Verification approved',
  'verification.reject': 'Verification rejected',
  'audit.export': 'Audit log exported',
  'consent.accept': 'Updated terms accepted',
  'consent.export': 'Consent history exported',
  'verification.renewalRequested': 'Re-verification requested',
  'verification.renewedByNpi': 'Re-verified by NPI check',
  content: 'Any content action',
  'content.create': 'Content created',
  'content.save': 'Content saved',
  'content.submit': 'Content submitted for review',
  'content.return': 'Content returned with changes',
  'content.approve': 'Content approved',
  'content.schedule': 'Content scheduled',
  'content.publish': 'Content published',
  'content.withdraw': 'Content withdrawn',
  'content.restore': 'Content version restored',
  'content.expire': 'Content expired',
  'content.review_warning': 'Content review due',
  'safety-case': 'Any safety case action',
  'safety-case.decide': 'Safety case decided',
  'safety-case.update': 'Safety case updated (state, criteria or note)',
  'safety-case.export-e2b': 'Safety case E2B file downloaded',
  'safety-case.line-listing': 'Safety case line listing exported',
  account: 'Any account erasure action',
  'account.erasure-request': 'Account erasure requested',
  'account.erasure-cancel': 'Account erasure cancelled',
  'account.erase': 'Account erased',
  'data-export': 'Any data export action',
  'data-export.request': 'Data export requested by the member',
  'data-export.prepare': 'Data export prepared by an admin',
  'data-export.download': 'Data export downloaded',
  mail: 'Any undelivered mail action',
  'mail.retry': 'Undelivered mail retried',
  'mail.discard': 'Undelivered mail discarded',
  moderation: 'Any moderation action',
  'moderation.hide': 'Moderation: content hidden',
  'moderation.warn': 'Moderation: member warned',
  'moderation.dismiss': 'Moderation: item dismissed',
  'moderation.release': 'Moderation: content released',
  'moderation.escalate': 'Moderation: escalated as a possible adverse event',
  'moderation.suspend': 'Moderation: member suspended',
  'moderation.lift': 'Moderation: suspension lifted',
  'moderation.silence': 'Moderation: member silenced',
  'moderation.unsilence': 'Moderation: silence lifted',
  'moderation.claim': 'Moderation: item claimed or assigned',
  'moderation.priority': 'Moderation: item priority set',
  'moderation.note.add': 'Moderation: staff note added',
  'moderation.note.remove': 'Moderation: staff note removed',
  'moderation.reply.add': 'Moderation: saved reply added',
  'moderation.reply.edit': 'Moderation: saved reply edited',
  'moderation.reply.remove': 'Moderation: saved reply removed',
  'moderation.word.add': 'Moderation: word list term added',
  'moderation.word.remove': 'Moderation: word list term removed',
  'moderation.settings': 'Moderation: first-comment rule changed',
  media: 'Any media library action',
  'media.upload': 'Media file uploaded',
  'media.update': 'Media file renamed or alt text changed',
  'media.delete': 'Media file deleted',
  prevalence: 'Any prevalence data action',
  'prevalence.upload': 'Prevalence data uploaded',
  'prevalence.discard': 'Prevalence draft discarded',
  'prevalence.publish': 'Prevalence data published',
  'prevalence.rollback': 'Prevalence data rolled back',
  'activity-type': 'Any activity type action',
  'activity-type.create': 'Activity type added',
  'activity-type.update': 'Activity type edited',
  'activity-type.reorder': 'Activity types reordered',
  'activity-type.retire': 'Activity type retired',
  'activity-type.restore': 'Activity type restored',
  secondFactor: 'Any second-factor action',
  'secondFactor.enrol': 'Second factor turned on',
  'secondFactor.disable': 'Second factor turned off',
  'secondFactor.reset': 'Second factor and passkeys reset by an admin',
  passkey: 'Any passkey action',
  'passkey.add': 'Passkey added',
  'passkey.rename': 'Passkey renamed',
  'passkey.remove': 'Passkey removed',
};

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor',
  'action',
  'target_type',
  'target_id',
  'from_state',
  'to_state',
  'details',
] as const;
