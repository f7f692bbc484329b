import { sql, type Kysely } from 'kysely';

/**
 * A conversation page counts what its reader has not seen from the other member, and reading it
 * marks those seen. By receiver alone (messages_receiver_seen_idx) or sender alone the count read
 * every message one of them ever sent or received; this partial index holds only unseen visible
 * messages, by both ends, so both read just the few unseen ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index messages_unseen_pair_idx on messages (receiver_id, sender_id)
    where seen_at is null and review_state = 'visible'`.execute(db);
}
