import {
  MODULE_SEARCH_LIMIT,
  PAGE_SIZE,
  pageMeta,
  type ModuleSearchResponse,
  type ModuleSearchSort,
  type ModuleSortBy,
} from '@aatd/contract';
import type { Db } from '../../db/database.js';
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

/** Every call here is for a signed-in member (the routes authenticate); no further roles apply. */
export async function listModules(
  db: Db,
  memberId: number,
  q: { sortBy: ModuleSortBy; orderBy: 'asc' | 'desc'; limit?: number; page: number },
) {
  const limit = q.limit ?? PAGE_SIZE.modules;
  const [total, rows] = await Promise.all([
    repo.countModules(db),
    repo.listModules(db, { memberId, sortBy: q.sortBy, orderBy: q.orderBy, limit, offset: (q.page - 1) * limit }),
  ]);
  return { data: rows.map(presentModuleCard), meta: { pagination: pageMeta(total, q.page, limit) } };
}

export async function getModule(db: Db, memberId: number, id: number) {
  const row = await repo.viewModule(db, id, memberId);
  if (!row) throw notFound('The education module');
  return presentModule(row);
}

export const listTopics = async (db: Db) => presentTopics(await repo.listTopics(db));

export async function listSavedModules(db: Db, memberId: number, q: { limit?: number; page: number }) {
  const limit = q.limit ?? PAGE_SIZE.savedModules;
  const [totalCount, rows] = await Promise.all([
    saved.countSavedModules(db, memberId),
    saved.listSavedModules(db, memberId, limit, (q.page - 1) * limit),
  ]);
  return { data: rows.map(presentSavedModule), totalCount };
}

export async function saveModule(db: Db, memberId: number, moduleId: number) {
  const { found } = await saved.saveModule(db, memberId, moduleId);
  if (!found) throw notFound('The education module');
  return { educationModuleId: moduleId, isSaved: true };
}

/** Unsaving something not saved is a no-op: the member's intent (not saved) already holds. */
export async function unsaveModule(db: Db, memberId: number, moduleId: number) {
  await saved.unsaveModule(db, memberId, moduleId);
  return { educationModuleId: moduleId, isSaved: false };
}

/**
 * The Modules page search. With neither a name nor a topic there is nothing to search for, so it
 * returns no hits (spec part 2 §5) — unless the member asks for their bookmarked modules only.
 */
export async function searchModules(
  db: Db,
  memberId: number,
  q: { name: string; topic: string; bookmarked: boolean; sort: ModuleSearchSort },
): Promise<ModuleSearchResponse> {
  if (!q.name && !q.topic && !q.bookmarked) return { bookmarked: [], others: [] };
  const rows = await repo.searchModules(db, {
    memberId,
    name: q.name,
    topic: q.topic,
    bookmarkedOnly: q.bookmarked,
    sort: q.sort,
    limit: MODULE_SEARCH_LIMIT * 2,
  });
  const hits = rows.map(presentSearchHit);
  return {
    bookmarked: hits.filter((h) => h.isSaved).slice(0, MODULE_SEARCH_LIMIT),
    others: q.bookmarked ? [] : hits.filter((h) => !h.isSaved).slice(0, MODULE_SEARCH_LIMIT),
  };
}
