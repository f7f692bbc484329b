import type { SafetyCaseDecision, SafetyCaseQuery } from '@aatd/contract';
import { requireRole, type Actor, type StaffRole } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { forgetListTotal, pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
import { presentSafetyCase, presentSafetyCaseSummary } from './safety-cases.presenter.js';
import { findSafetyCase, listSafetyCases, safetyCasesTotalKey, updateSafetyCase } from './safety-cases.repository.js';

/** Safety reviewers and moderators work the cases (admins hold every role). */
const CASE_WORKERS: readonly StaffRole[] = ['safety', 'moderator'];
const REFUSAL = 'Only safety reviewers and moderators may see safety cases.';
const SAFETY_CASES_PAGE_SIZE = 25;

export async function listCases(ctx: ServiceContext, actor: Actor, q: SafetyCaseQuery) {
  requireRole(actor, CASE_WORKERS, REFUSAL);
  const window = pageWindow(q.page, q.limit ?? SAFETY_CASES_PAGE_SIZE);
  const { rows, total } = await listSafetyCases(ctx.db, q.state, window);
  return paginate(rows.map(presentSafetyCaseSummary), total, window);
}

export async function getCase(ctx: ServiceContext, actor: Actor, id: number) {
  requireRole(actor, CASE_WORKERS, REFUSAL);
  const row = await findSafetyCase(ctx.db, id);
  if (!row) throw notFound('The safety case');
  return presentSafetyCase(row);
}

/** The reviewer's criteria and decision, audited with the state it moved from and to. */
export async function decideCase(ctx: ServiceContext, actor: Actor, id: number, d: SafetyCaseDecision) {
  const member = requireRole(actor, CASE_WORKERS, REFUSAL);
  const before = await findSafetyCase(ctx.db, id);
  if (!before) throw notFound('The safety case');
  await ctx.db.transaction().execute(async (trx) => {
    await updateSafetyCase(trx, id, {
      criteria: d.criteria,
      state: d.state,
      note: d.note?.trim() || null,
      decidedBy: member.id,
    });
    await recordAudit(trx, {
      actorId: member.id,
      action: 'safety-case.decide',
      target: { type: 'safety_case', id },
      fromState: before.state,
      toState: d.state,
      details: { criteria: d.criteria },
    });
  });
  // The reviewer expects the case to leave its old state's list and join the new one's at once.
  forgetListTotal(safetyCasesTotalKey(before.state));
  forgetListTotal(safetyCasesTotalKey(d.state));
  return getCase(ctx, actor, id);
}
