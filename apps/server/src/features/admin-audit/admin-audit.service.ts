import { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS, type AuditPage } from '@aatd/contract';
import { requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { csvRow } from '../../lib/csv.js';
import { auditBatch, listAudit, type AuditFilters } from './admin-audit.repository.js';
import { presentAuditRow } from './admin-audit.presenter.js';

const REFUSAL = 'Only administrators may read the audit log.';
const EXPORT_BATCH = 500;

export type AuditListInput = AuditFilters & { page: number; limit: number };

const filtersOf = (q: AuditFilters): AuditFilters => ({
  actor: q.actor || undefined,
  actorId: q.actorId,
  action: q.action || undefined,
  targetType: q.targetType || undefined,
  targetId: q.targetId || undefined,
  from: q.from,
  to: q.to,
});

/** The audit log, newest first; a page past the end still reports the true total. */
export async function listAuditLog(ctx: ServiceContext, actor: Actor, q: AuditListInput): Promise<AuditPage> {
  requireRole(actor, 'admin', REFUSAL);
  const window = pageWindow(q.page, q.limit);
  const filters = filtersOf(q);
  const { rows, total } = await listAudit(ctx.db, filters, window);
  return paginate(rows.map(presentAuditRow), total, window);
}

/**
 * The filtered log as CSV, streamed in batches. The export is itself a staff action (who took a
 * copy of the log, with which filters), recorded before the first row is written.
 */
export async function exportAuditLog(ctx: ServiceContext, actor: Actor, q: AuditFilters): Promise<Readable> {
  const admin = requireRole(actor, 'admin', REFUSAL);
  const filters = filtersOf(q);
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: 'audit.export',
    target: { type: 'audit_log', id: 'csv' },
    details: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
  });
  async function* rows() {
    yield csvRow(AUDIT_CSV_COLUMNS);
    let before: string | null = null;
    for (;;) {
      const batch = await auditBatch(ctx.db, filters, before, EXPORT_BATCH);
      for (const r of batch) {
        yield csvRow([
          r.id,
          r.at,
          r.actor_id,
          r.actor_label,
          r.action,
          r.target_type,
          r.target_id,
          r.from_state,
          r.to_state,
          r.details,
        ]);
      }
      if (batch.length < EXPORT_BATCH) return;
      before = String(batch[batch.length - 1]!.id);
    }
  }
  return Readable.from(rows());
}
