import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BackgroundJob } from '../../jobs/index.js';

const INTERVAL_MS = 15 * 60_000;

/** Drops expired provider rows, one-time tokens, spent captchas and quiet failure counters. */
export async function purgeExpiredIdentityRows(db: Db): Promise<void> {
  const now = sql<Date>`now()`;
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', now).execute();
  await db.deleteFrom('login_session_tokens').where('expires_at', '<', now).execute();
  await db.deleteFrom('altcha_spent').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('login_failures')
    .where('updated_at', '<', sql<Date>`now() - interval '1 day'`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
}

/** Every 15 minutes; expired rows are already ignored on read, this only keeps the tables small. */
export const identityCleanupJob: BackgroundJob = {
  name: 'identity-cleanup',
  start(ctx) {
    let current: Promise<unknown> = Promise.resolve();
    const tick = () => {
      current = purgeExpiredIdentityRows(ctx.db).catch((err: unknown) =>
        ctx.log.warn({ err: (err as Error).message }, 'identity clean-up failed'),
      );
    };
    const timer = setInterval(tick, INTERVAL_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await current;
    };
  },
};
