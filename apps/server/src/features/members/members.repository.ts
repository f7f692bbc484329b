import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { pageWithTotal, POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { afterKey, keysEvery } from '../../db/positions.js';
import { isVisibleMember, visibleMemberSql } from '../../core/users/visibility.js';
import { escapeLike } from '../../db/like.js';
import { countRows } from '../../db/count.js';

/** Public profile fields only: never the staff role, e-mail or phone of a list entry. */
const SUMMARY = ['users.id', 'users.title', 'users.first_name', 'users.last_name', 'users.image_path'] as const;

/**
 * The directory lists members only: staff accounts (editors, reviewers, moderators, safety, admins)
 * are the provider's, not HCP peers to browse. A literal, so the generic plan of a prepared
 * statement can use users_directory_visible_idx, whose predicate says the same (migration 0070).
 */
const inDirectory = (eb: Parameters<typeof isVisibleMember>[0]) =>
  eb.and([isVisibleMember(eb), eb('users.role', '=', sql.lit('member'))]);

const visibleOthers = (db: Db, viewerId: number) =>
  db.selectFrom('users').where(inDirectory).where('users.id', '<>', viewerId);
/** Members of the directory, public fields, by name. */
const visibleByName = (db: Db) =>
  db
    .selectFrom('users')
    .where(inDirectory)
    .select(SUMMARY)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id');
type DirectoryParams = {
  viewerId: number;
  limit: number;
  offset: number;
  afterLast?: string;
  afterFirst?: string;
  afterId?: number;
};
const NAME_KEY = ['users.last_name', 'users.first_name', 'users.id'] as const;
const directoryPage = reusableQuery((db, p: DirectoryParams, shape: { seek: boolean }) =>
  visibleByName(db)
    .where('users.id', '<>', p.viewerId)
    .$if(shape.seek, (qb) => qb.where(afterKey(NAME_KEY, [p.afterLast, p.afterFirst, p.afterId], 'asc')))
    // The kept positions count the viewer too: one row fewer to skip after a position past them.
    .limit(p.limit)
    .offset(
      shape.seek
        ? sql<number>`${p.offset}::int + (select count(*)::int from users v where v.id = ${p.viewerId} and (v.last_name, v.first_name, v.id) <= (${p.afterLast}, ${p.afterFirst}, ${p.afterId}::int) and ${visibleMemberSql('v')} and v.role = 'member')`
        : p.offset,
    ),
);

/** The directory's kept positions (core/pagination.ts seekFor): every POSITION_EVERY-th member by name. */
const directoryPositions = (db: Db) =>
  keysEvery<{ last_name: string; first_name: string; id: number }>(
    db,
    db.selectFrom('users').where(inDirectory).select(['users.last_name', 'users.first_name', 'users.id']),
    sql`l.last_name, l.first_name, l.id`,
    POSITION_EVERY,
  );

/** The viewer's page of the directory: from the nearest kept position past the first POSITION_EVERY members. */
async function readDirectoryPage(db: Db, viewerId: number, page: PageWindow) {
  const seek = await seekFor('members', 'name', page, () => directoryPositions(db));
  if (seek.after === null) {
    return directoryPage(db, { viewerId, limit: page.limit, offset: seek.skip }, { seek: false });
  }
  const { last_name: afterLast, first_name: afterFirst, id: afterId } = seek.after;
  return directoryPage(
    db,
    { viewerId, limit: page.limit, offset: seek.skip, afterLast, afterFirst, afterId },
    { seek: true },
  );
}
const firstVisible = reusableQuery((db, p: { limit: number }) => visibleByName(db).limit(p.limit));

export type DirectoryRow = Awaited<ReturnType<typeof firstVisible>>[number];

/** The first `limit` visible members by name, the viewer among them: the directory as every member sees it. */
export const listFirstVisibleMembers = (db: Db, limit: number) => firstVisible(db, { limit });

/**
 * Every other visible member, by name, with the total. The total of the whole directory is kept
 * briefly (core/pagination.ts), under one key for every viewer: it may be off by the viewer themself.
 * `readPage` may answer the page from memory instead (the first page, features/members).
 */
export async function listMembers(
  db: Db,
  viewerId: number,
  page: PageWindow,
  readPage = () => readDirectoryPage(db, viewerId, page),
) {
  return pageWithTotal('members', page, readPage, () => countRows(visibleOthers(db, viewerId)));
}

/**
 * Typeahead: names containing the text, or close to it by trigram similarity (pg_trgm), best
 * match first. Both conditions use the users_name_trgm_idx GIN index.
 */
export function searchMembers(db: Db, viewerId: number, q: string, limit: number) {
  const name = sql<string>`(users.first_name || ' ' || users.last_name)`;
  return db
    .selectFrom('users')
    .select(SUMMARY)
    .where(isVisibleMember)
    .where('users.id', '<>', viewerId)
    .where((eb) => eb.or([eb(name, 'ilike', `%${escapeLike(q)}%`), sql<boolean>`${name} % ${q}`]))
    .orderBy(sql`similarity(${name}, ${q})`, 'desc')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export const findVisibleMember = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(SUMMARY)
    .select([
      'users.email',
      'users.mobile_number',
      'users.region',
      'users.organisation',
      'users.speciality',
      'users.seniority',
      'users.professional_number',
    ])
    .where(isVisibleMember)
    .where('users.id', '=', id)
    .executeTakeFirst();
export type MemberDetailRow = NonNullable<Awaited<ReturnType<typeof findVisibleMember>>>;
