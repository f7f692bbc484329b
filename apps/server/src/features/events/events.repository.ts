import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How long a ticket may wait before the EventSource presents it. */
export const TICKET_TTL_SECONDS = 30;

/** Stores a ticket's hash and, in the same statement, sweeps tickets that were never used. */
export async function insertTicket(db: Db, ticketHash: string, memberId: number): Promise<void> {
  await db
    .with('swept', (qb) => qb.deleteFrom('event_tickets').where('expires_at', '<', sql<Date>`now()`))
    .insertInto('event_tickets')
    .values({
      ticket_hash: ticketHash,
      member_id: memberId,
      expires_at: sql`now() + make_interval(secs => ${TICKET_TTL_SECONDS})`,
    })
    .execute();
}

/** Consumes a ticket: it works once, and only before it expires. Returns the member or null. */
export async function consumeTicket(db: Db, ticketHash: string): Promise<number | null> {
  const row = await db
    .deleteFrom('event_tickets')
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}
