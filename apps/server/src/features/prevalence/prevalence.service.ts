import type { PrevalenceResponse } from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { findLiveDataSet, readPrevalence, readSources } from './prevalence.repository.js';
import { checkPrevalenceTsv } from './prevalence-upload.js';

/** The prevalence map's data: members only, like every education page. */
export async function getPrevalence(ctx: ServiceContext, actor: Actor): Promise<PrevalenceResponse> {
  requireMember(actor);
  return livePrevalence(ctx);
}

const parsed = new Map<string, PrevalenceResponse>();

/**
 * A stored data set as the map draws it. Sets are checked when uploaded, so this only fails if the
 * cited sources changed since; parses are kept by id and sources, so a read costs one query.
 */
export async function dataSetPrevalence(
  ctx: ServiceContext,
  set: { id: number; tsv: string },
): Promise<PrevalenceResponse> {
  const sources = await readSources(ctx.env.dataDir);
  const key = `${set.id}|${sources.map((s) => s.key).join(',')}`;
  const hit = parsed.get(key);
  if (hit) return hit;
  const check = checkPrevalenceTsv(set.tsv, sources);
  if (!check.ok) {
    throw new Error(`Prevalence data set ${set.id} no longer reads: ${Object.values(check.problems)[0]}`);
  }
  if (parsed.size >= 8) parsed.clear();
  parsed.set(key, check.data);
  return check.data;
}

/** What members see: the published data set, or the shipped table while none is live. */
export async function livePrevalence(ctx: ServiceContext): Promise<PrevalenceResponse> {
  const live = await findLiveDataSet(ctx.db);
  return live ? dataSetPrevalence(ctx, live) : readPrevalence(ctx.env.dataDir);
}
