import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { MediaKind } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { pageWithTotal, type PageWindow } from '../../core/pagination.js';
import { containsPattern, escapeLike } from '../../db/like.js';
import type { PostKind } from '../../db/tables/content.js';
import { staffNameOf } from '../../core/users/users.repository.js';
import { countRows } from '../../db/count.js';
import { mediaTotalKey } from '../../core/media/media-files.repository.js';

/** The part every address of a library file holds ('library/<uuid>'), as a LIKE pattern. */
const keyPattern = (key: RawBuilder<string> | string) => sql<string>`'%' || ${key} || '%'`;
const keyOf = sql<string>`split_part(f.path, '.', 1)`;

/**
 * Where a file is used: any version of a content item (post_revisions.fields, which holds the
 * rich text too and every field of a module: decision 0050). A version read as text contains the
 * key whichever field holds it; the versions' trigram index (0043) finds them.
 */
const versionsUsing = (pattern: RawBuilder<string>) =>
  sql<number>`select u.post_id from post_revisions u where u.fields::text like ${pattern}`;

const usageCount = sql<number>`(select count(distinct v.post_id) from (${versionsUsing(keyPattern(keyOf))}) v)::int`;

export interface MediaFilters {
  q?: string | undefined;
  kind?: MediaKind | undefined;
  sort: 'created' | 'name' | 'size';
  order: 'asc' | 'desc';
}

const baseSelect = (db: Db) =>
  db
    .selectFrom('media_files as f')
    .leftJoin('users as a', 'a.id', 'f.uploaded_by')
    .select([
      'f.id',
      'f.kind',
      'f.name',
      'f.path',
      'f.mime',
      'f.byte_size',
      'f.width',
      'f.height',
      'f.alt',
      'f.review_note',
      'f.uploaded_by',
      'f.created_at',
      staffNameOf('a').as('uploader_name'),
      usageCount.as('usage_count'),
    ]);
export type MediaRow = NonNullable<Awaited<ReturnType<ReturnType<typeof baseSelect>['executeTakeFirst']>>>;

type WithFile = Database & { f: Database['media_files'] };
const matching = (f: MediaFilters) => (eb: ExpressionBuilder<WithFile, 'f'>) => {
  const all = [];
  if (f.kind) all.push(eb('f.kind', '=', f.kind));
  if (f.q) {
    const like = containsPattern(f.q);
    all.push(eb.or([eb('f.name', 'ilike', like), eb('f.alt', 'ilike', like)]));
  }
  return eb.and(all);
};

/** One page of the library and its total (core/pagination.ts): counted apart, only when the page is full. */
export async function listMediaFiles(db: Db, f: MediaFilters, page: PageWindow) {
  const sortBy = { created: sql`f.created_at`, name: sql`lower(f.name)`, size: sql`f.byte_size` }[f.sort];
  const direction = f.order === 'asc' ? sql`asc` : sql`desc`;
  return pageWithTotal(
    mediaTotalKey(f),
    page,
    () =>
      baseSelect(db)
        .where(matching(f))
        .orderBy(sql`${sortBy} ${direction}`)
        .orderBy('f.id', f.order)
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    () => countRows(db.selectFrom('media_files as f').where(matching(f))),
  );
}

export const findMediaFile = (db: Db, id: number) => baseSelect(db).where('f.id', '=', id).executeTakeFirst();

/** The row alone, locked, for a delete that must not race a rename. */
export const lockMediaFile = (db: Db, id: number) =>
  db.selectFrom('media_files').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const updateMediaFile = (
  db: Db,
  id: number,
  change: { name?: string; alt?: string | null; review_note?: null },
) =>
  db
    .updateTable('media_files')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();

export const deleteMediaFileRow = (db: Db, id: number) => db.deleteFrom('media_files').where('id', '=', id).execute();

/** The content items that hold the file in any version, with the versions and whether members see it. */
export async function contentUses(db: Db, key: string) {
  const pattern = keyPattern(escapeLike(key));
  const { rows } = await sql<{
    id: number;
    kind: PostKind;
    title: string;
    live: boolean;
    versions: number[];
  }>`select p.id, p.kind,
      coalesce(nullif((select w.fields->>'title' from post_revisions w where w.post_id = p.id order by w.number desc limit 1), ''), p.title) as title,
      (p.status = 'published' and (cast(p as text) like ${pattern}
        or exists (select 1 from education_modules m where m.post_id = p.id and cast(m as text) like ${pattern}))) as live,
      array(select u.number from post_revisions u where u.post_id = p.id and u.fields::text like ${pattern} order by u.number) as versions
    from posts p where p.id in (${versionsUsing(pattern)}) order by p.id`.execute(db);
  return rows;
}
