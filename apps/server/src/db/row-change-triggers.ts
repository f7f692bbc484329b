import { sql, type Kysely } from 'kysely';

/**
 * The triggers behind answers held in memory by tag (migrations 0047 and 0048, core/announced-cache):
 * once per statement they announce on `channel` the tag of each row the statement inserted, updated
 * or deleted (`tag`, an SQL expression over the row, e.g. `'p' || post_id`), then `alsoTag` if
 * given; 'all' instead when the statement touched more than 50 tags or emptied the table.
 * Triggers are named `<table>_<name>_<insert|update|delete|truncate>`.
 */
export async function announceRowChanges(
  db: Kysely<unknown>,
  opts: { table: string; name: string; channel: string; tag: string; alsoTag?: string },
): Promise<void> {
  await createAnnouncingFunction(db);
  const args = [opts.channel, opts.tag, ...(opts.alsoTag ? [opts.alsoTag] : [])].map((a) => sql.lit(a));
  // A trigger with a transition table serves one event only.
  for (const [event, transition] of [
    ['insert', 'new table as new_rows'],
    ['update', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${opts.table}_${opts.name}_${event}`)} after ${sql.raw(event)} on ${sql.table(opts.table)}
      referencing ${sql.raw(transition)}
      for each statement execute function notify_row_changes(${sql.join(args)})`.execute(db);
  }
  await sql`
    create trigger ${sql.raw(`${opts.table}_${opts.name}_truncate`)} after truncate on ${sql.table(opts.table)}
    for each statement execute function notify_row_changes(${sql.lit(opts.channel)})`.execute(db);
}

/**
 * Announces 'all' on `channel` after a statement deletes `table` rows or updates one of `columns`
 * (what every held answer may show, such as a member's name), as trigger `<table>_<name>_change`.
 */
export async function announceAllOnChange(
  db: Kysely<unknown>,
  opts: { table: string; name: string; channel: string; columns: readonly string[] },
): Promise<void> {
  await createAnnouncingFunction(db);
  await sql`
    create trigger ${sql.raw(`${opts.table}_${opts.name}_change`)}
    after delete or update of ${sql.join(opts.columns.map((c) => sql.ref(c)))} on ${sql.table(opts.table)}
    for each statement execute function notify_row_changes(${sql.lit(opts.channel)})`.execute(db);
}

/**
 * Arguments: the channel, then (with a transition table) the row's tag and an extra tag.
 * Migrations that already ran created this body; change it only together with a new migration.
 */
const createAnnouncingFunction = (db: Kysely<unknown>) =>
  sql`
    create or replace function notify_row_changes() returns trigger language plpgsql as $$
    declare
      tags text[];
    begin
      if tg_op = 'TRUNCATE' or tg_nargs < 2 then
        perform pg_notify(tg_argv[0], 'all');
        return null;
      end if;
      -- The statement's transition table: its rows after, or before a delete.
      execute format('select array_agg(distinct %s) from %I', tg_argv[1],
        case when tg_op = 'DELETE' then 'old_rows' else 'new_rows' end) into tags;
      if cardinality(tags) > 50 then
        perform pg_notify(tg_argv[0], 'all');
      elsif tags is not null then
        perform pg_notify(tg_argv[0], tag) from unnest(tags) as tag;
        if tg_nargs > 2 then
          perform pg_notify(tg_argv[0], tg_argv[2]);
        end if;
      end if;
      return null;
    end $$`.execute(db);
