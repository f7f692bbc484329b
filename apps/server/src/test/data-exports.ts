import type { Db } from '../db/database.js';

/**
 * Polls `check` until it answers something; fails with `what` after `ms`, or at once when
 * `giveUp` names a reason (a child process that has exited).
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  opts: { ms?: number; giveUp?: () => string | null } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.ms ?? 30_000);
  for (;;) {
    const reason = opts.giveUp?.();
    if (reason) throw new Error(`${reason} while waiting for ${what}`);
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A data export's row as the job leaves it. */
export const exportRow = (db: Db, id: number) =>
  db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The "your data is ready" mails in the outbox for one address. */
export const readyMails = (db: Db, to: string) =>
  db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', to)
    .where('subject', 'like', 'Your data from % is ready')
    .execute();
