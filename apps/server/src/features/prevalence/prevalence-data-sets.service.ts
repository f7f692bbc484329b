import { PREVALENCE_ERROR_CODES, type PrevalenceConsole, type PrevalenceDataSetDetail } from '@aatd/contract';
import { requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { Db } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { presentDataSet } from './prevalence-data-sets.presenter.js';
import {
  discardDraft,
  findDataSet,
  insertDraft,
  listCurrentDataSets,
  publishDraft,
  readSources,
  reinstateLatestPrevious,
  retireLiveDataSet,
} from './prevalence.repository.js';
import { livePrevalence, dataSetPrevalence } from './prevalence.service.js';
import { checkPrevalenceTsv, compareData, decodeText } from './prevalence-upload.js';

/*
 * Prevalence data sets in the console. Editors (and admins) upload, preview, publish and
 * discard; only admins roll back, as that undoes another editor's publication. Data sets need no
 * reviewer approval: they are figures from cited sources, not editorial text (see the decision record).
 */
const EDITORS = ['editor'] as const;
const EDIT_REFUSAL = 'Only editors and administrators may manage the prevalence data.';
const ROLLBACK_REFUSAL = 'Only administrators may roll the prevalence data back.';
const PREVIOUS_SHOWN = 10;
const TARGET = 'prevalence-data-set';

/** GET /api/admin/prevalence */
export async function getPrevalenceConsole(ctx: ServiceContext, actor: Actor): Promise<PrevalenceConsole> {
  requireRole(actor, EDITORS, EDIT_REFUSAL);
  return consoleState(ctx.db);
}

async function consoleState(db: Db): Promise<PrevalenceConsole> {
  const rows = (await listCurrentDataSets(db, PREVIOUS_SHOWN)).map(presentDataSet);
  const live = rows.find((r) => r.status === 'live') ?? null;
  return {
    live,
    draft: rows.find((r) => r.status === 'draft') ?? null,
    previous: rows.filter((r) => r.status === 'previous'),
    // With a live set there is always somewhere to go back to: a previous set or the shipped table.
    canRollBack: live !== null,
  };
}

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * POST /api/admin/prevalence/data-sets: checks the file completely; when any row fails nothing is
 * kept and every problem is answered (400 invalidDataFile, `fields` keyed "line:column"). A valid
 * file becomes the draft (replacing an unpublished one), answered with what it changes for members.
 */
export async function uploadDataSet(
  ctx: ServiceContext,
  actor: Actor,
  file: UploadedFile,
): Promise<PrevalenceDataSetDetail> {
  const editor = requireRole(actor, EDITORS, EDIT_REFUSAL);
  const text = decodeText(file.bytes);
  if (text === null) {
    throw new AppError(
      415,
      PREVALENCE_ERROR_CODES.notText,
      'The file is not text: save the table as tab-separated text (UTF-8), such as a .tsv file.',
    );
  }
  const check = checkPrevalenceTsv(text, await readSources(ctx.env.dataDir));
  if (!check.ok) {
    const count = Object.keys(check.problems).length;
    // A refused upload changes nothing, but who tried what is still worth knowing.
    await recordAudit(ctx.db, {
      actorId: editor.id,
      action: 'prevalence.upload',
      target: { type: TARGET, id: 'none' },
      toState: 'refused',
      details: { fileName: file.fileName, problems: count },
    });
    throw new AppError(
      400,
      PREVALENCE_ERROR_CODES.invalidDataFile,
      `${count === 1 ? 'One problem was' : `${count} problems were`} found in ${file.fileName}; nothing was saved.`,
      { fields: check.problems },
    );
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertDraft(trx, {
      fileName: file.fileName,
      tsv: text,
      countryCount: check.countryCount,
      uploadedBy: editor.id,
    });
    await recordAudit(trx, {
      actorId: editor.id,
      action: 'prevalence.upload',
      target: { type: TARGET, id: row.id },
      toState: 'draft',
      details: { fileName: file.fileName, countries: check.countryCount },
    });
    return row.id;
  });
  return getDataSet(ctx, actor, id);
}

/** GET /api/admin/prevalence/data-sets/:id: the set as the map draws it, and its changes for members. */
export async function getDataSet(ctx: ServiceContext, actor: Actor, id: number): Promise<PrevalenceDataSetDetail> {
  requireRole(actor, EDITORS, EDIT_REFUSAL);
  const row = await findDataSet(ctx.db, id);
  if (!row) throw notFound('The data set');
  const [data, live] = await Promise.all([dataSetPrevalence(ctx, row), livePrevalence(ctx)]);
  return {
    dataSet: presentDataSet(row),
    data,
    changes: row.status === 'live' ? [] : compareData(live, data),
  };
}

/** POST /api/admin/prevalence/data-sets/:id/publish: members see it at once; the old set is kept. */
export async function publishDataSet(ctx: ServiceContext, actor: Actor, id: number): Promise<PrevalenceConsole> {
  const editor = requireRole(actor, EDITORS, EDIT_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findDataSet(trx, id);
    if (!row) throw notFound('The data set');
    if (row.status !== 'draft') throw conflict('Only a draft can be published.');
    const replaced = await retireLiveDataSet(trx, 'previous');
    await publishDraft(trx, id, editor.id);
    await recordAudit(trx, {
      actorId: editor.id,
      action: 'prevalence.publish',
      target: { type: TARGET, id },
      fromState: 'draft',
      toState: 'live',
      details: { fileName: row.file_name, replaced: replaced?.id ?? 'shipped table' },
    });
    return consoleState(trx);
  });
}

/** POST /api/admin/prevalence/data-sets/:id/discard: the draft is dropped (kept, never shown). */
export async function discardDataSet(ctx: ServiceContext, actor: Actor, id: number): Promise<PrevalenceConsole> {
  const editor = requireRole(actor, EDITORS, EDIT_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findDataSet(trx, id);
    if (!row) throw notFound('The data set');
    if (!(await discardDraft(trx, id))) throw conflict('Only a draft can be discarded.');
    await recordAudit(trx, {
      actorId: editor.id,
      action: 'prevalence.discard',
      target: { type: TARGET, id },
      fromState: 'draft',
      toState: 'discarded',
      details: { fileName: row.file_name },
    });
    return consoleState(trx);
  });
}

/**
 * POST /api/admin/prevalence/rollback: the live set is withdrawn and the one it replaced goes live
 * again (or the shipped table, when it replaced that). The withdrawn set is not a rollback target
 * itself, so rolling back again steps further back rather than to and fro.
 */
export async function rollBackDataSet(ctx: ServiceContext, actor: Actor): Promise<PrevalenceConsole> {
  const admin = requireRole(actor, 'admin', ROLLBACK_REFUSAL);
  return ctx.db.transaction().execute(async (trx) => {
    const withdrawn = await retireLiveDataSet(trx, 'discarded');
    if (!withdrawn) {
      throw conflict('Members already see the table shipped with the product; there is nothing to roll back.');
    }
    const reinstated = await reinstateLatestPrevious(trx);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'prevalence.rollback',
      target: { type: TARGET, id: withdrawn.id },
      fromState: 'live',
      toState: 'discarded',
      details: { reinstated: reinstated?.id ?? 'shipped table' },
    });
    return consoleState(trx);
  });
}
