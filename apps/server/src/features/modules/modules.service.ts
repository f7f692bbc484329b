import {
  MODULE_SEARCH_LIMIT,
  MODULE_SEARCH_PAGE_SIZE,
  PAGE_SIZE,
  type ModuleSearchHit,
  type ModuleSearchResponse,
  type ModuleSearchSort,
  type ModuleSortBy,
} from '@aatd/contract';
import { requireMember, type Actor } from '../../core/access-policy.js';
import type { AnnouncedCache } from '../../core/announced-cache.js';
import { forgetListTotal, pageWindow, paginate, withinWindow } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import { notFound } from '../../lib/app-error.js';
import * as repo from './modules.repository.js';
import * as saved from './saved-modules.repository.js';
import {
  presentModule,
  presentModuleCard,
  presentSavedModule,
  presentSearchHit,
  presentTopics,
} from './modules.presenter.js';

/** Every signed-in member may read and save every module; no further roles apply. */
export async function listModules(
  ctx: ServiceContext,
  actor: Actor,
  q: { sortBy: ModuleSortBy; orderBy: 'asc' | 'desc'; limit?: number | undefined; page: number },
) {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit ?? PAGE_SIZE.modules);
  const { rows, total } = await repo.listModules(
    ctx.db,
    { memberId: member.id, sortBy: q.sortBy, orderBy: q.orderBy },
    window,
  );
  return paginate(rows.map(presentModuleCard), total, window);
}

/** Reading a module counts a view. */
export async function getModule(ctx: ServiceContext, actor: Actor, id: number) {
  const member = requireMember(actor);
  const row = await repo.viewModule(ctx.db, id, member.id);
  if (!row) throw notFound('The education module');
  return presentModule(row);
}

export async function listTopics(ctx: ServiceContext, actor: Actor) {
  requireMember(actor);
  return presentTopics(await repo.listTopics(ctx.db));
}

/** My Account's saved modules: the contract's answer is the page and the total, without meta. */
export async function listSavedModules(
  ctx: ServiceContext,
  actor: Actor,
  q: { limit?: number | undefined; page: number },
) {
  const member = requireMember(actor);
  const window = pageWindow(q.page, q.limit ?? PAGE_SIZE.savedModules);
  const [totalCount, rows] = await Promise.all([
    saved.countSavedModules(ctx.db, member.id),
    saved.listSavedModules(ctx.db, member.id, window),
  ]);
  return { data: rows.map(presentSavedModule), totalCount };
}

export async function saveModule(ctx: ServiceContext, actor: Actor, moduleId: number) {
  const member = requireMember(actor);
  const { found } = await saved.saveModule(ctx.db, member.id, moduleId);
  if (!found) throw notFound('The education module');
  forgetListTotal(saved.savedModulesKey(member.id));
  return { educationModuleId: moduleId, isSaved: true };
}

/** Unsaving something not saved is a no-op: the member's intent (not saved) already holds. */
export async function unsaveModule(ctx: ServiceContext, actor: Actor, moduleId: number) {
  const member = requireMember(actor);
  await saved.unsaveModule(ctx.db, member.id, moduleId);
  forgetListTotal(saved.savedModulesKey(member.id));
  return { educationModuleId: moduleId, isSaved: false };
}

/**
 * Module search hits as every member sees them (none saved), held in memory until migrations 0046
 * and 0049 announce a change to the modules or their anchor posts on `search_changes` (decision
 * 0061). The bookmarked-only search is the member's own and is read each time.
 */
export type HeldModuleSearches = AnnouncedCache<ModuleSearchHit[]>;
type SearchCriteria = { name: string; topic: string; bookmarked: boolean; sort: ModuleSearchSort };
const HELD_MODULE_SEARCH_TAGS = ['modules', 'posts'];

/**
 * The Modules page search. With neither a name nor a topic there is nothing to search for, so it
 * returns no hits (spec part 2 §5) — unless the member asks for their bookmarked modules only.
 * Of the best MODULE_SEARCH_LIMIT hits, the member's bookmarked ones come whole on every page and
 * the others one page at a time.
 */
export async function searchModules(
  ctx: ServiceContext,
  actor: Actor,
  q: SearchCriteria & { page: number },
  held: HeldModuleSearches,
): Promise<ModuleSearchResponse> {
  const member = requireMember(actor);
  const hits = !q.name && !q.topic && !q.bookmarked ? [] : await searchHits(ctx, member.id, q, held);
  const others = q.bookmarked ? [] : hits.filter((h) => !h.isSaved);
  const window = pageWindow(q.page, MODULE_SEARCH_PAGE_SIZE);
  const { data, meta } = paginate(withinWindow(others, window), others.length, window);
  return { bookmarked: hits.filter((h) => h.isSaved), others: data, meta };
}

/** The best hits, each marked with whether this member saved it (the held ones in one statement). */
async function searchHits(
  ctx: ServiceContext,
  memberId: number,
  q: SearchCriteria,
  held: HeldModuleSearches,
): Promise<ModuleSearchHit[]> {
  const search = { name: q.name, topic: q.topic, sort: q.sort, limit: MODULE_SEARCH_LIMIT };
  if (q.bookmarked) {
    const rows = await repo.searchModules(ctx.db, { ...search, memberId, bookmarkedOnly: true });
    return rows.map(presentSearchHit);
  }
  const everyones = await held.lookup(JSON.stringify([q.name, q.topic, q.sort]), async () => ({
    value: (await repo.searchModules(ctx.db, { ...search, memberId: null, bookmarkedOnly: false })).map(
      presentSearchHit,
    ),
    tags: HELD_MODULE_SEARCH_TAGS,
  }));
  if (everyones.length === 0) return [];
  const mine = await saved.savedModuleIds(ctx.db, memberId);
  return everyones.map((h) => ({ ...h, isSaved: mine.has(h.id) }));
}
