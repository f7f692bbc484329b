import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Members others may see: verified and not opted out of the community. */
const listed = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([eb('users.opted_out', '=', false), eb('users.hcp_status', '=', 'verified')]);

const SUMMARY = [
  'users.id',
  'users.title',
  'users.first_name',
  'users.last_name',
  'users.image_path',
  'users.is_admin',
] as const;

/** Every other listed member, by name, with the total, in one query. */
export async function listMembers(db: Db, viewerId: number, page: { limit: number; offset: number }) {
  const base = db.selectFrom('users').where(listed).where('users.id', '<>', viewerId);
  const rows = await base
    .select(SUMMARY)
    .select(sql<string>`count(*) over()`.as('total'))
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page.offset > 0) {
    total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  }
  return { rows, total };
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Typeahead: names containing the text, or close to it by trigram similarity (pg_trgm), best
 * match first. Both conditions use the users_name_trgm_idx GIN index.
 */
export function searchMembers(db: Db, viewerId: number, q: string, limit: number) {
  const name = sql<string>`(users.first_name || ' ' || users.last_name)`;
  return db
    .selectFrom('users')
    .select(SUMMARY)
    .where(listed)
    .where('users.id', '<>', viewerId)
    .where((eb) => eb.or([eb(name, 'ilike', `%${escapeLike(q)}%`), sql<boolean>`${name} % ${q}`]))
    .orderBy(sql`similarity(${name}, ${q})`, 'desc')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}
export type MemberSummaryRow = Awaited<ReturnType<typeof searchMembers>>[number];

export const findListedMember = (db: Db, id: number) =>
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
    .where(listed)
    .where('users.id', '=', id)
    .executeTakeFirst();
export type MemberDetailRow = NonNullable<Awaited<ReturnType<typeof findListedMember>>>;
