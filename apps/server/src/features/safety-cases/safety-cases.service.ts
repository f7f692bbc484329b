import {
  SAFETY_CASE_STATE_LABELS,
  SAFETY_CASE_TRANSITIONS,
  SAFETY_SOURCE_LABELS,
  SERIOUSNESS_LABELS,
  SITE_ROUTES,
  type SafetyCaseFilter,
  type SafetyCaseUpdate,
  type SeriousnessCriterion,
} from '@aatd/contract';
import { requireRole, type Actor, type StaffRole } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { e2bOfCase } from '../../core/safety/case-export.js';
import { dueDate } from '../../core/safety/case-screening.js';
import { caseNumber } from '../../core/safety/e2b.js';
import { findCaseForExport } from '../../core/safety/safety-cases.repository.js';
import { announceNotified, notify } from '../../core/notifications/notify.js';
import type { ServiceContext } from '../../core/service-context.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { presentNote, presentSafetyCase, presentSafetyCaseSummary } from './safety-cases.presenter.js';
import {
  findSafetyCase,
  insertCaseNote,
  isCaseWorker,
  listCaseNotes,
  listCasesForListing,
  listCaseWorkers,
  listChain,
  listDuplicates,
  listSafetyCases,
  lockSafetyCase,
  updateSafetyCase,
  type CaseChanges,
  type CaseCursor,
  type CaseFilter,
} from './safety-cases.repository.js';

/** Safety reviewers and moderators work the cases (admins hold every role). */
const CASE_WORKERS: readonly StaffRole[] = ['safety', 'moderator'];
const REFUSAL = 'Only safety reviewers and moderators may see safety cases.';
const SAFETY_CASES_PAGE_SIZE = 25;
/** A line listing is for a PV database's reconciliation, not a backup: bounded. */
export const LINE_LISTING_MAX = 5000;

const badCursor = () =>
  new AppError(400, 'validationError', 'This list position is no longer valid; start from the first page.', {
    fields: { cursor: 'Start from the first page.' },
  });

const encodeCursor = (c: CaseCursor) =>
  Buffer.from(JSON.stringify(c.sort === 'due' ? [c.dueAt.toISOString(), c.id] : [c.id])).toString('base64url');

function decodeCursor(sort: 'newest' | 'due', raw: string | undefined): CaseCursor | null {
  if (raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed)) throw badCursor();
  if (sort === 'newest' && parsed.length === 1 && Number.isInteger(parsed[0])) return { sort, id: parsed[0] };
  if (sort === 'due' && parsed.length === 2 && typeof parsed[0] === 'string' && Number.isInteger(parsed[1])) {
    const dueAt = new Date(parsed[0]);
    if (!Number.isNaN(dueAt.getTime())) return { sort, dueAt, id: parsed[1] };
  }
  throw badCursor();
}

const filterOf = (actor: { id: number }, q: SafetyCaseFilter): CaseFilter => ({
  state: q.state,
  serious: q.serious,
  assigneeId:
    q.assignee === undefined ? undefined : q.assignee === 'me' ? actor.id : q.assignee === 'none' ? null : q.assignee,
  // Due on or before the day: before the next day's start (UTC).
  dueBefore: q.dueBefore ? new Date(Date.parse(`${q.dueBefore}T00:00:00Z`) + 86_400_000) : undefined,
});

export async function listCases(ctx: ServiceContext, actor: Actor, q: SafetyCaseFilter) {
  const member = requireRole(actor, CASE_WORKERS, REFUSAL);
  const limit = q.limit ?? SAFETY_CASES_PAGE_SIZE;
  const rows = await listSafetyCases(ctx.db, filterOf(member, q), q.sort, decodeCursor(q.sort, q.cursor), limit);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(
          q.sort === 'due'
            ? { sort: 'due', dueAt: new Date(last.due_at), id: last.id }
            : { sort: 'newest', id: last.id },
        )
      : null;
  return { data: page.map(presentSafetyCaseSummary), nextCursor };
}

export async function getCase(ctx: ServiceContext, actor: Actor, id: number) {
  requireRole(actor, CASE_WORKERS, REFUSAL);
  const row = await findSafetyCase(ctx.db, id);
  if (!row) throw notFound('The safety case');
  const [notes, chain, duplicates] = await Promise.all([
    listCaseNotes(ctx.db, id),
    listChain(ctx.db, id, row.follow_up_of ?? id),
    listDuplicates(ctx.db, id, row.duplicate_of),
  ]);
  return presentSafetyCase(row, { notes: notes.map(presentNote), chain, duplicates });
}

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validationError', message, { fields: { [field]: message } });
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One save of a reviewer: what changed is applied, and the save (its note and every changed field)
 * is appended to the case's history and the audit log in the same transaction. The state moves only
 * along the workflow; forwarding needs PV's reference and "not an adverse event" a reason.
 */
export async function updateCase(ctx: ServiceContext, actor: Actor, id: number, u: SafetyCaseUpdate, ip?: string) {
  const member = requireRole(actor, CASE_WORKERS, REFUSAL);
  if (u.assigneeId != null && !(await isCaseWorker(ctx.db, u.assigneeId))) {
    throw fieldError('assigneeId', 'Cases can be assigned to safety reviewers, moderators and admins only.');
  }
  const notified = await ctx.db.transaction().execute(async (trx) => {
    const before = await lockSafetyCase(trx, id);
    if (!before) throw notFound('The safety case');
    const changes: CaseChanges = {};
    if (u.criteria && !sameJson(u.criteria, before.criteria)) changes.criteria = u.criteria;
    if (u.seriousness) {
      const seriousness = [...new Set(u.seriousness)];
      if (!sameJson(seriousness, before.seriousness)) {
        changes.seriousness = seriousness;
        changes.serious = seriousness.length > 0;
        changes.dueAt = dueDate(new Date(before.written_at), changes.serious);
      }
    }
    if (u.pvReference !== undefined && (u.pvReference || null) !== before.pv_reference) {
      changes.pvReference = u.pvReference || null;
    }
    if (u.notAdverseEventReason !== undefined && (u.notAdverseEventReason || null) !== before.not_ae_reason) {
      changes.notAdverseEventReason = u.notAdverseEventReason || null;
    }
    if (u.assigneeId !== undefined && u.assigneeId !== before.assignee_id) changes.assigneeId = u.assigneeId;
    if (u.state && u.state !== before.state) {
      if (!SAFETY_CASE_TRANSITIONS[before.state].includes(u.state)) {
        throw conflict(
          `A case that is "${SAFETY_CASE_STATE_LABELS[before.state]}" cannot become "${SAFETY_CASE_STATE_LABELS[u.state]}".`,
        );
      }
      changes.state = u.state;
    }
    const state = changes.state ?? before.state;
    if (state === 'forwarded' && !(changes.pvReference ?? before.pv_reference)) {
      throw fieldError('pvReference', "Enter pharmacovigilance's reference number for the forwarded case.");
    }
    if (state === 'not_adverse_event' && !(changes.notAdverseEventReason ?? before.not_ae_reason)) {
      throw fieldError('notAdverseEventReason', 'Say why this is not an adverse event.');
    }
    const note = u.note?.trim() || null;
    if (Object.keys(changes).length === 0 && note === null) {
      throw conflict('Nothing changed: there is nothing to save.');
    }
    if (Object.keys(changes).length > 0) await updateSafetyCase(trx, id, changes, member.id);
    const recorded = { ...changes, ...(changes.dueAt ? { dueAt: changes.dueAt.toISOString() } : {}) };
    const entry = await insertCaseNote(trx, { caseId: id, authorId: member.id, note, changes: recorded });
    await recordAudit(trx, {
      actorId: member.id,
      action: 'safety-case.update',
      target: { type: 'safety_case', id },
      fromState: before.state,
      toState: state,
      details: { noteId: entry.id, note, changes: recorded },
      ip: ip ?? null,
    });
    // The new assignee hears of it (not one who assigned the case to themself).
    if (!changes.assigneeId) return [];
    return notify(trx, ctx, {
      kind: 'caseAssigned',
      recipients: [changes.assigneeId],
      actorId: member.id,
      link: SITE_ROUTES.consoleSafetyCase.replace(':caseId', String(id)),
      subject: `Safety case ${id}`,
      mailSubject: (t) => t.subjects.safetyCase(id),
      groupKey: `case:${id}`,
    });
  });
  await announceNotified(ctx, notified);
  return getCase(ctx, actor, id);
}

export async function listAssignees(ctx: ServiceContext, actor: Actor) {
  requireRole(actor, CASE_WORKERS, REFUSAL);
  return { data: await listCaseWorkers(ctx.db) };
}

/** The case as an E2B(R3) file; the download is audited (it carries a member's personal data). */
export async function exportCaseE2b(ctx: ServiceContext, actor: Actor, id: number, ip?: string) {
  const member = requireRole(actor, CASE_WORKERS, REFUSAL);
  const row = await findCaseForExport(ctx.db, id);
  if (!row) throw notFound('The safety case');
  await recordAudit(ctx.db, {
    actorId: member.id,
    action: 'safety-case.export-e2b',
    target: { type: 'safety_case', id },
    ip: ip ?? null,
  });
  return e2bOfCase(ctx.deployment.siteName, row);
}

/** A CSV field: quoted, and a leading =, +, - or @ defused so a spreadsheet never runs it. */
const csvField = (v: string | number | boolean | null) => {
  const s = v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

const LISTING_HEADER = [
  'Case number',
  'Case id',
  'State',
  'Source',
  'Day 0',
  'Due',
  'Serious',
  'Seriousness criteria',
  'Reporter',
  'Reporter country',
  'Suspect products',
  'Events',
  'Minimum criteria met',
  'PV reference',
  'Follow-up of',
  'Possible duplicate of',
  'Refused by moderation',
  'Assignee',
  'Verbatim',
];

/** The line listing of the cases the filter keeps (newest first), audited like the E2B download. */
export async function lineListing(ctx: ServiceContext, actor: Actor, q: SafetyCaseFilter, ip?: string) {
  const member = requireRole(actor, CASE_WORKERS, REFUSAL);
  const rows = await listCasesForListing(ctx.db, filterOf(member, q), LINE_LISTING_MAX);
  await recordAudit(ctx.db, {
    actorId: member.id,
    action: 'safety-case.line-listing',
    target: { type: 'safety_case', id: 'listing' },
    details: { filter: { ...q, cursor: undefined }, rows: rows.length },
    ip: ip ?? null,
  });
  const site = ctx.deployment.siteName;
  const lines = rows.map((r) => {
    const screening = r.screening as { products?: string[]; events?: string[] };
    const criteria = r.criteria as Record<string, boolean>;
    return [
      caseNumber(site, r.id),
      r.id,
      SAFETY_CASE_STATE_LABELS[r.state],
      SAFETY_SOURCE_LABELS[r.source_type],
      new Date(r.written_at).toISOString(),
      new Date(r.due_at).toISOString().slice(0, 10),
      r.serious ? 'yes' : 'no',
      (r.seriousness as SeriousnessCriterion[]).map((s) => SERIOUSNESS_LABELS[s]).join('; '),
      r.author_name,
      r.author_country,
      (screening.products ?? []).join('; '),
      (screening.events ?? []).join('; '),
      Object.values(criteria).filter(Boolean).length === 4 ? 'yes' : 'no',
      r.pv_reference,
      r.follow_up_of === null ? null : caseNumber(site, r.follow_up_of),
      r.duplicate_of === null ? null : caseNumber(site, r.duplicate_of),
      r.refused ? 'yes' : 'no',
      r.assignee_name,
      r.verbatim,
    ]
      .map(csvField)
      .join(',');
  });
  // A byte-order mark so spreadsheet programs read the UTF-8 (German and Arabic texts).
  return `\ufeff${[LISTING_HEADER.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}
