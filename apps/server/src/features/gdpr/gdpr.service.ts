import {
  SECOND_FACTOR_ERROR_CODES,
  type DataExportState,
  type ErasureRequest,
  type ErasureState,
  type StaffDataExportState,
} from '@aatd/contract';
import { hasSecondFactor } from '../../core/second-factor/check-code.js';
import { proveSecondFactor } from '../../core/second-factor/code-attempts.js';
import { hasRole, requireAccountHolder, requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { deleteExportFile, readExportFile, saveExportFile } from '../../core/media/export-storage.js';
import { mailBrand, sendMail } from '../../core/mail/mail.service.js';
import { recipientOf } from '../../core/mail/templates/index.js';
import { adminExportReadyMail, dataExportReadyMail } from '../../core/mail/templates/privacy.js';
import { appLink } from '../../core/mail/templates/layout.js';
import type { ServiceContext } from '../../core/service-context.js';
import { findErasureState } from '../../core/users/account-erasure.repository.js';
import { requestErasure } from '../../core/users/erase-account.js';
import { findUserById } from '../../core/users/users.repository.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { presentErasure, presentExport } from './gdpr.presenter.js';
import {
  claimNextExport,
  clearExportFile,
  dueExpiredExports,
  findExportByToken,
  insertExport,
  latestExport,
  markExportExpired,
  markExportFailed,
  markExportReady,
  setExportProgress,
  spendExportToken,
} from './gdpr.repository.js';
import { buildMemberArchive } from './member-archive.js';
import { fileStorage } from '../../core/storage/file-storage.js';
import { againIfLost } from '../../db/connection-loss.js';

/** GET /api/user/data-export: the member's latest export and its progress. */
export async function getDataExport(ctx: ServiceContext, actor: Actor): Promise<DataExportState> {
  const member = requireAccountHolder(actor); // GDPR rights stay open behind the access gates
  const row = await latestExport(ctx.db, member.id);
  return { export: row ? presentExport(row) : null };
}

/** POST /api/user/data-export: queues an export (or answers the one already being made). */
export async function requestDataExport(ctx: ServiceContext, actor: Actor, ip: string | null) {
  const member = requireAccountHolder(actor); // GDPR rights stay open behind the access gates
  await ctx.db.transaction().execute(async (trx) => {
    const created = await insertExport(trx, member.id);
    if (created) {
      await recordAudit(trx, {
        actorId: member.id,
        action: 'data-export.request',
        target: { type: 'data_export', id: created.id },
        toState: 'pending',
        ip,
      });
    }
  });
  return getDataExport(ctx, actor);
}

const DPO_REFUSAL = 'Only administrators may export a member’s data.';

/** GET /api/admin/members/:id/data-export: the latest export an admin prepared of the member's data. */
export async function getStaffDataExport(
  ctx: ServiceContext,
  actor: Actor,
  memberId: number,
): Promise<StaffDataExportState> {
  requireRole(actor, 'admin', DPO_REFUSAL);
  if (!(await findUserById(ctx.db, memberId))) throw notFound('The member');
  const row = await latestExport(ctx.db, memberId, { preparedByStaff: true });
  return { export: row ? presentExport(row) : null, preparedBy: row?.prepared_by ?? null };
}

/**
 * POST /api/admin/members/:id/data-export (the data protection officer's view): the
 * same background job and ZIP as the member's own "Download my data", but the single-use link is
 * mailed to the admin who asked, never to the member. Who exported whose data is audited.
 */
export async function prepareStaffDataExport(ctx: ServiceContext, actor: Actor, memberId: number, ip: string | null) {
  const admin = requireRole(actor, 'admin', DPO_REFUSAL);
  if (!(await findUserById(ctx.db, memberId))) throw notFound('The member');
  await ctx.db.transaction().execute(async (trx) => {
    const created = await insertExport(trx, memberId, admin.id);
    if (created) {
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'data-export.prepare',
        target: { type: 'user', id: memberId },
        toState: 'pending',
        details: { exportId: created.id },
        ip,
      });
    }
  });
  return getStaffDataExport(ctx, actor, memberId);
}

const gone = (message: string) => new AppError(410, 'linkGone', message);

/**
 * POST /api/user/data-export/download: the single-use link. Only the member it was made for (or,
 * for an export an admin prepared, that admin, still an admin) may spend it, once, before it
 * expires; the file is deleted once read.
 */
export async function downloadDataExport(ctx: ServiceContext, actor: Actor, token: string, ip: string | null) {
  const member = requireAccountHolder(actor); // GDPR rights stay open behind the access gates
  const hash = hashToken(token);
  const spent = await ctx.db.transaction().execute(async (trx) => {
    const row = await spendExportToken(trx, member.id, hash);
    if (row) {
      if (row.requested_by !== null && !hasRole(member, 'admin')) throw forbidden(DPO_REFUSAL);
      await recordAudit(trx, {
        actorId: member.id,
        action: 'data-export.download',
        target: { type: 'data_export', id: row.id },
        fromState: 'ready',
        toState: 'downloaded',
        ...(row.requested_by !== null ? { details: { memberId: row.user_id } } : {}),
        ip,
      });
    }
    return row;
  });
  if (!spent) {
    const row = await findExportByToken(ctx.db, member.id, hash);
    if (row?.status === 'downloaded') {
      throw gone('This download link was already used. Ask for a new export in My Account.');
    }
    if (row && (row.status === 'expired' || row.expired)) {
      throw gone('This download link has expired. Ask for a new export in My Account.');
    }
    throw new AppError(404, 'notFound', 'This download link is not valid for your account.');
  }
  const bytes = await readExportFile(fileStorage(ctx.env), spent.file_key!);
  await deleteExportFile(fileStorage(ctx.env), spent.file_key);
  await clearExportFile(ctx.db, spent.id);
  const day = new Date().toISOString().slice(0, 10);
  const filename = spent.requested_by === null ? `my-data-${day}.zip` : `member-${spent.user_id}-data-${day}.zip`;
  return { bytes, filename };
}

const MAX_ATTEMPTS = 3;
const LEASE_MS = 10 * 60_000;

/**
 * One round of the export job: builds the oldest waiting export (progress recorded as it goes),
 * stores the ZIP, mails the single-use link, and retires expired links. Answers the export built.
 */
export async function runDataExportRound(
  ctx: Pick<ServiceContext, 'db' | 'env' | 'deployment'> & { log: Pick<ServiceContext['log'], 'warn'> },
): Promise<number | null> {
  for (const old of await dueExpiredExports(ctx.db)) {
    if (await markExportExpired(ctx.db, old.id)) await deleteExportFile(fileStorage(ctx.env), old.file_key);
  }
  const job = await claimNextExport(ctx.db, LEASE_MS);
  if (!job) return null;
  let fileKey: string | null = null;
  try {
    const user = await findUserById(ctx.db, job.user_id);
    if (!user) throw new Error('the account no longer exists');
    const zip = await buildMemberArchive(
      ctx.db,
      fileStorage(ctx.env),
      job.user_id,
      (p) => setExportProgress(ctx.db, job.id, p).then(() => undefined),
      ctx.deployment,
    );
    fileKey = await saveExportFile(fileStorage(ctx.env), zip);
    // An export an admin prepared goes to that admin alone, never to the member.
    const holder = job.requested_by === null ? user : await findUserById(ctx.db, job.requested_by);
    if (!holder) throw new Error('the admin who asked for it no longer exists');
    const token = randomToken();
    const hours = ctx.deployment.gdpr.exportLinkHours;
    await ctx.db.transaction().execute(async (trx) => {
      await markExportReady(trx, job.id, {
        fileKey: fileKey!,
        size: zip.byteLength,
        tokenHash: hashToken(token),
        linkHours: hours,
      });
      const brand = mailBrand(ctx);
      const url = appLink(brand, `/dataexport/${token}`);
      await sendMail(
        trx,
        job.requested_by === null
          ? dataExportReadyMail(brand, recipientOf(holder), { url, hours })
          : adminExportReadyMail(brand, recipientOf(holder), {
              url,
              hours,
              member: { id: user.id, name: `${user.title} ${user.first_name} ${user.last_name}` },
            }),
      );
    });
    return job.id;
  } catch (err) {
    await deleteExportFile(fileStorage(ctx.env), fileKey);
    ctx.log.warn({ exportId: job.id, err: (err as Error).message }, 'data export failed');
    await againIfLost(() => markExportFailed(ctx.db, job.id, (err as Error).message, MAX_ATTEMPTS));
    return null;
  }
}

/** GET /api/user/erasure. */
export async function getErasure(ctx: ServiceContext, actor: Actor): Promise<ErasureState> {
  const member = requireAccountHolder(actor); // GDPR rights stay open behind the access gates
  const row = await findErasureState(ctx.db, member.id);
  if (!row) throw unauthorized();
  return presentErasure(row);
}

/**
 * POST /api/user/erasure: confirmed with the password; starts the cooling-off period, mails what
 * happens next, and signs the member out everywhere (a later sign-in cancels the erasure).
 */
const ERASURE_CODE_NEEDED = 'Enter a code from your authenticator app (or a recovery code).';

export async function requestAccountErasure(
  ctx: ServiceContext,
  actor: Actor,
  body: ErasureRequest,
  ip: string | null,
) {
  const member = requireAccountHolder(actor); // GDPR rights stay open behind the access gates
  const user = await findUserById(ctx.db, member.id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, body.password))) {
    throw new AppError(400, 'wrongPassword', 'The password is not correct.', {
      fields: { password: 'The password is not correct.' },
    });
  }
  // With two-step verification a password alone does not erase the account.
  if (await hasSecondFactor(ctx.db, member.id)) {
    if (!body.code) {
      throw new AppError(400, SECOND_FACTOR_ERROR_CODES.secondFactorCodeRequired, ERASURE_CODE_NEEDED, {
        fields: { code: ERASURE_CODE_NEEDED },
      });
    }
    await proveSecondFactor(ctx, member.id, body.code);
  }
  const scheduled = await requestErasure(ctx, member.id, { actorId: member.id, ip });
  if (!scheduled) throw unauthorized();
  return getErasure(ctx, actor);
}
