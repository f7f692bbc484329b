import { sql, type Kysely } from 'kysely';

/**
 * A conversation's newest page is held in memory for each of its two readers
 * (features/messaging, decision 0061) and must change as soon as what it shows does: a message
 * sent, seen, held, hidden or deleted, a block set or lifted, either member renamed, given a new
 * photo or title, hidden from members or erased. These triggers announce it on the channel
 * `message_changes`, once per statement: 'c<a>:<b>' for each pair of members whose messages or
 * blocks it touched (a the smaller id), or 'all' when it touched more than 50 pairs, emptied a
 * table or changed what is shown of a member, which every conversation with them shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_message_change() returns trigger language plpgsql as $$
    declare
      pairs text[];
    begin
      if tg_op = 'TRUNCATE' or tg_argv[0] is null then
        perform pg_notify('message_changes', 'all');
        return null;
      end if;
      -- The statement's transition table (its rows after, or before a delete), one tag per pair.
      execute format(
        'select array_agg(distinct ''c'' || least(%1$I, %2$I) || '':'' || greatest(%1$I, %2$I)) from %3$I',
        tg_argv[0], tg_argv[1], case when tg_op = 'DELETE' then 'old_rows' else 'new_rows' end
      ) into pairs;
      if cardinality(pairs) > 50 then
        perform pg_notify('message_changes', 'all');
      elsif pairs is not null then
        perform pg_notify('message_changes', pair) from unnest(pairs) as pair;
      end if;
      return null;
    end $$`.execute(db);
  // A trigger with a transition table serves one event only.
  const events = [
    ['insert', 'new table as new_rows'],
    ['update', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const;
  for (const [table, a, b] of [
    ['messages', 'sender_id', 'receiver_id'],
    ['blocks', 'blocker_id', 'blocked_id'],
  ] as const) {
    for (const [event, transition] of events) {
      await sql`
        create trigger ${sql.raw(`${table}_message_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(transition)}
        for each statement execute function notify_message_change(${sql.lit(a)}, ${sql.lit(b)})`.execute(db);
    }
    await sql`
      create trigger ${sql.raw(`${table}_message_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function notify_message_change()`.execute(db);
  }
  // What a conversation shows of a member (presentParty) and whether members may see them at all.
  await sql`
    create trigger users_message_change
    after delete or update of title, first_name, last_name, image_path, opted_out, hcp_status, erased_at
    on users for each statement execute function notify_message_change()`.execute(db);
}
