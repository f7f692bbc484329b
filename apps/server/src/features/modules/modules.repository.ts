import { sql, type Expression, type SqlBool } from 'kysely';
import type { ModuleSearchSort, ModuleSortBy } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { pageWithTotal, POSITION_EVERY, seekFor, type PageWindow } from '../../core/pagination.js';
import { keysEvery } from '../../db/positions.js';
import { containsPattern } from '../../db/like.js';
import { LIVE_MODULES, liveModules, liveModulesByAnchor } from '../../core/modules/live-modules.repository.js';

/** Columns every module read returns; the date as text so no time zone can shift the day. */
export const cardColumns = [
  'm.id',
  'm.title',
  'm.topic',
  'm.description',
  'm.feature_image',
  'm.pdf_links',
  'm.video_links',
  'm.views',
  'm.is_sample',
] as const;
export const dateLaunched = sql<string>`to_char(m.date_launched, 'YYYY-MM-DD')`.as('date_launched');
const isSavedBy = (memberId: number) =>
  sql<boolean>`exists (select 1 from saved_modules s where s.module_id = m.id and s.user_id = ${memberId})`.as(
    'is_saved',
  );

const ORDER: Record<ModuleSortBy, string[]> = {
  added: ['m.date_launched', 'm.id'],
  views: ['m.views', 'm.id'],
  recommended: ['m.saves_count', 'm.views', 'm.id'],
};

const countModules = async (db: Db): Promise<number> => {
  const row = await liveModules(db)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

type ModuleKey = Record<string, string | number | Date>;
const keyName = (col: string) => col.slice(2);

/** Every POSITION_EVERY-th live module in the order (core/pagination.ts seekFor), by its index (0006). */
const modulePositions = (db: Db, q: { sortBy: ModuleSortBy; orderBy: 'asc' | 'desc' }) =>
  keysEvery<ModuleKey>(
    db,
    liveModules(db).select(ORDER[q.sortBy].map((c) => sql.ref(c).as(keyName(c)))),
    sql.join(ORDER[q.sortBy].map((c) => sql`${sql.ref(`l.${keyName(c)}`)} ${sql.raw(q.orderBy)}`)),
    POSITION_EVERY,
  );

/**
 * One page of live modules and their total (core/pagination.ts): read in the order's index, a
 * deep page from the nearest kept position instead of past every module before it.
 */
export function listModules(
  db: Db,
  q: { memberId: number; sortBy: ModuleSortBy; orderBy: 'asc' | 'desc' },
  page: PageWindow,
) {
  const columns = ORDER[q.sortBy];
  const readPage = async () => {
    const seek = await seekFor('modules', `${q.sortBy} ${q.orderBy}`, page, () => modulePositions(db, q));
    let query = liveModulesByAnchor(db)
      .select([...cardColumns, dateLaunched, isSavedBy(q.memberId)])
      .$if(seek.after !== null, (qb) =>
        qb.where(
          sql<boolean>`(${sql.join(columns.map((c) => sql.ref(c)))}) ${sql.raw(q.orderBy === 'desc' ? '<' : '>')} (${sql.join(
            columns.map((c) => sql`${seek.after![keyName(c)]}`),
          )})`,
        ),
      );
    for (const col of columns) query = query.orderBy(sql.ref(col), q.orderBy);
    return query.limit(page.limit).offset(seek.skip).execute();
  };
  return pageWithTotal('modules', page, readPage, () => countModules(db));
}

/**
 * One statement: counts the view of a live module, and returns it with the member's saved flag and
 * the ids their video links are tagged with.
 */
export function viewModule(db: Db, id: number, memberId: number) {
  return db
    .updateTable('education_modules as m')
    .from(['users as u', 'posts as anchor'])
    .set((eb) => ({ views: eb('m.views', '+', 1) }))
    .where('m.id', '=', id)
    .where('u.id', '=', memberId)
    .whereRef('anchor.id', '=', 'm.post_id')
    .where('anchor.status', '=', 'published')
    .returning([
      ...cardColumns,
      'm.module_intro',
      'm.associated_trials',
      'm.conflict_of_interests',
      'm.figures',
      'm.readings',
      'm.references',
      dateLaunched,
      isSavedBy(memberId),
      'u.customer_id',
      'u.crm_country',
      'u.digital_id',
    ])
    .executeTakeFirst();
}

/** The topics of live modules (a topic whose modules are all withdrawn is not offered). */
export const listTopics = (db: Db) =>
  db
    .selectFrom('education_topics as t')
    .select('t.topic')
    .where(sql<boolean>`exists (select 1 from ${LIVE_MODULES} m where m.topic = t.topic)`)
    .orderBy('t.topic')
    .execute();

/**
 * Words of the name as a prefix query ("alph ther" → alph:* & ther:*), so a half-typed word still
 * matches; only letters and digits survive, so the tsquery syntax cannot be injected.
 */
const prefixQuery = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');

const SEARCH_ORDER: Record<ModuleSearchSort, Array<[string, 'asc' | 'desc']>> = {
  newest: [
    ['m.date_launched', 'desc'],
    ['m.id', 'desc'],
  ],
  oldest: [
    ['m.date_launched', 'asc'],
    ['m.id', 'asc'],
  ],
  az: [
    ['lower(m.title)', 'asc'],
    ['m.id', 'asc'],
  ],
  za: [
    ['lower(m.title)', 'desc'],
    ['m.id', 'desc'],
  ],
};

/**
 * Full-text search over the module's search vector (websearch syntax: quotes, OR, -word), widened by
 * word prefixes and a title substring match so short or partial names still find their module.
 */
export function searchModules(
  db: Db,
  q: {
    /** Whose saved modules to mark, or null for hits as every member sees them (none saved). */
    memberId: number | null;
    name: string;
    topic: string;
    bookmarkedOnly: boolean;
    sort: ModuleSearchSort;
    limit: number;
  },
) {
  const prefix = prefixQuery(q.name);
  let query = liveModules(db)
    .select([
      'm.id',
      'm.title',
      'm.topic',
      'm.description',
      'm.pdf_links',
      'm.video_links',
      dateLaunched,
      q.memberId === null ? sql<boolean>`false`.as('is_saved') : isSavedBy(q.memberId),
    ])
    .$if(q.name !== '', (qb) =>
      qb.where((eb) => {
        const alternatives: Expression<SqlBool>[] = [
          sql<boolean>`m.search_vector @@ websearch_to_tsquery('english', ${q.name})`,
          eb('m.title', 'ilike', containsPattern(q.name)),
        ];
        if (prefix) alternatives.push(sql<boolean>`m.search_vector @@ to_tsquery('simple', ${prefix})`);
        return eb.or(alternatives);
      }),
    )
    .$if(q.topic !== '', (qb) => qb.where('m.topic', '=', q.topic))
    .$if(q.bookmarkedOnly, (qb) =>
      qb.where(
        sql<boolean>`exists (select 1 from saved_modules s where s.module_id = m.id and s.user_id = ${q.memberId})`,
      ),
    );
  for (const [col, dir] of SEARCH_ORDER[q.sort]) query = query.orderBy(sql.raw(col), dir);
  return query.limit(q.limit).execute();
}
