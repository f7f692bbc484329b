import { sql, type Kysely } from 'kysely';

/**
 * The conversation list finds the members one has written to and heard from by skipping through
 * these indexes one member at a time (a loose index scan), so it reads about one entry per
 * conversation instead of every message one ever sent or received. What one receives counts only
 * when it is visible (a held message is its sender's alone), hence the partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index messages_sender_receiver_idx on messages (sender_id, receiver_id)`.execute(db);
  await sql`
    create index messages_receiver_sender_idx on messages (receiver_id, sender_id)
    where review_state = 'visible'`.execute(db);
}
