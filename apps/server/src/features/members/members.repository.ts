import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { pageWithTotal, type PageWindow } from '../../core/pagination.js';
import { isVisibleMember } from '../../core/users/visibility.js';
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
const directoryPage = reusableQuery((db, p: { viewerId: number; limit: number; offset: number }) =>
  visibleByName(db).where('users.id', '<>', p.viewerId).limit(p.limit).offset(p.offset),
);
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
  readPage = () => directoryPage(db, { viewerId, limit: page.limit, offset: page.offset }),
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
