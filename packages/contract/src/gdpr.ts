import { z } from 'zod';
import { line, requiredText } from './fields.js';

/**
 * GDPR self-service in My Account: "Download my data" and "Erase my account".
 * Routes: /api/user/data-export..., /api/user/erasure (apps/server/src/features/gdpr).
 */

export const DATA_EXPORT_STATUSES = ['pending', 'running', 'ready', 'downloaded', 'expired', 'failed'] as const;
export const DataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

export const DataExportSchema = z.object({
  id: z.number().int(),
  status: DataExportStatusSchema,
  /** 0–100 while the file is prepared. */
  progress: z.number().int().min(0).max(100),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** The download link stops working at this time. */
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** The member's latest export, or null when they never asked for one. */
export const DataExportStateSchema = z.object({ export: DataExportSchema.nullable() });
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/**
 * The data protection officer's view on the member page (admins): the latest export an admin
 * prepared of this member's data, and who prepared it. The single-use link goes to that admin only.
 */
export const StaffDataExportStateSchema = z.object({
  export: DataExportSchema.nullable(),
  preparedBy: z.string().nullable(),
});
export type StaffDataExportState = z.infer<typeof StaffDataExportStateSchema>;

/** POST /api/user/data-export/download: the single-use token from the mailed link. */
export const DataExportDownloadSchema = z.object({ token: line().min(1, 'The download link is incomplete.').max(200) });
export type DataExportDownload = z.infer<typeof DataExportDownloadSchema>;

/**
 * POST /api/user/erasure: confirmed with the member's password, and with a code of their
 * authenticator (or a recovery code) when they use two-step verification.
 */
export const ErasureRequestSchema = z.object({
  password: z.string().min(1, 'Password is required').max(200),
  code: z.string().trim().max(40).optional(),
});
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;

export const ErasureStateSchema = z.object({
  /** Set while an erasure waits for its cooling-off period to end. */
  eraseAfter: z.string().nullable(),
  requestedAt: z.string().nullable(),
  /** The last request a sign-in cancelled. */
  cancelledAt: z.string().nullable(),
});
export type ErasureState = z.infer<typeof ErasureStateSchema>;

export const ERASED_MEMBER_NAME = 'Former member';

/** What erasure does to the member's comments (the deployment's gdpr.erasedComments), in the words shown before confirming. */
export const ERASED_COMMENTS_TEXT = {
  anonymise:
    'Your comments and replies stay, shown as written by a former member, with your names, e-mail address and phone number replaced in their text.',
  remove: 'Your comments and replies are removed.',
} as const;

export const ERASURE_REASON_MAX = 1000;
/** POST /api/admin/members/:id/erase: an admin erasing on a member's behalf records why (audited). */
export const AdminErasureSchema = z.object({
  reason: requiredText('Reason is required').max(ERASURE_REASON_MAX, `At most ${ERASURE_REASON_MAX} characters`),
});
export type AdminErasure = z.infer<typeof AdminErasureSchema>;
