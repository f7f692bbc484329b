import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/**
 * Runs `work` in one transaction that the services' own transactions join instead of starting
 * their own (Kysely cannot nest them), so a failure anywhere in it (a full disk, a bug in one
 * loader) leaves the database exactly as it was. For long multi-step loads such as the first start
 * and the sample content; requests use ordinary transactions.
 */
export function allOrNothing<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx) => work(joining(trx)));
}

/** The transaction, whose `transaction().execute(fn)` runs `fn` inside it. */
function joining(trx: Transaction<Database>): Db {
  const joined: Db = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => ({ execute: <R>(fn: (t: Db) => Promise<R>) => fn(joined) });
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return joined;
}
