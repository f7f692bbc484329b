import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements the app repeats (every request's token lookup, every list page) become named prepared
 * statements, so PostgreSQL parses and plans each once per connection rather than on every call:
 * with an unnamed statement the token lookup cost its backend about six times what running it did
 * (pgbench: 12k against 82k a second). PGlite is in-process and keeps its own path.
 *
 * Named only: single data statements (no `;`, no BEGIN, SET or DDL) seen at least twice, and at
 * most MAX_NAMED texts per pool, so one-off SQL (migrations, a bulk insert's varying row count)
 * never fills the backends' memory. Searches stay unnamed: how many rows a word or pattern matches
 * decides their best plan, and a named statement soon runs one generic plan for every word (module
 * search ran at a third of its speed that way).
 */
const MAX_NAMED = 1000;
const SEEN_BEFORE_NAMING = 2;
/** One-off texts are only counted; past this many the count starts again. */
const MAX_COUNTED = 10_000;
const DATA_STATEMENT = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;
/** Full text, LIKE patterns and trigram similarity: plans that depend on the searched words. */
const WORD_DEPENDENT = /tsquery|\bi?like\b|similarity\(|\s%\s/i;
/** An upsert onto a partial unique index: its predicate is matched against the statement's constants. */
const PARTIAL_CONFLICT_TARGET = /on conflict\s*\([^)]*\)\s*where/i;

export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #seen = new Map<string, number>();

  /** The name `text` runs under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const named = this.#names.get(text);
    if (named !== undefined) return named;
    if (this.#names.size >= MAX_NAMED || text.includes(';')) return undefined;
    if (!DATA_STATEMENT.test(text) || WORD_DEPENDENT.test(text) || PARTIAL_CONFLICT_TARGET.test(text)) return undefined;
    const seen = (this.#seen.get(text) ?? 0) + 1;
    if (seen < SEEN_BEFORE_NAMING) {
      if (this.#seen.size >= MAX_COUNTED) this.#seen.clear();
      this.#seen.set(text, seen);
      return undefined;
    }
    this.#seen.delete(text);
    // The same text gets the same name on every connection and in every process.
    const name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.#names.set(text, name);
    return name;
  }
}

/** PostgreSQL's answer when a table changed under a prepared statement (another instance migrated it). */
const isStalePlan = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(err));

type Query = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
const NAMING = Symbol('names repeated statements');

/**
 * Makes `client.query(text, values)` (how Kysely calls it) run repeated statements by name. Other
 * forms (config objects, cursors, callbacks) pass through untouched. A client is patched once.
 */
export function nameRepeatedStatements(client: pg.PoolClient, names: StatementNames): pg.PoolClient {
  const patched = client as pg.PoolClient & { [NAMING]?: true };
  if (patched[NAMING]) return client;
  patched[NAMING] = true;
  const query = client.query.bind(client) as Query;
  const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
    .parsedStatements;
  (client as unknown as { query: Query }).query = (config, values, ...rest: unknown[]) => {
    const name = typeof config === 'string' && Array.isArray(values) && rest.length === 0 && names.nameOf(config);
    if (!name) return (query as (...args: unknown[]) => Promise<pg.QueryResult>)(config, values, ...rest);
    const run = () => query({ name, text: config, values });
    return run().catch(async (err: unknown) => {
      if (!isStalePlan(err)) throw err;
      // Forget the old plan on both sides and prepare the statement afresh, once. Inside a
      // transaction the retry cannot run (it is aborted); the caller then gets the first error.
      try {
        await query(`deallocate ${name}`);
        delete parsed[name];
        return await run();
      } catch {
        throw err;
      }
    });
  };
  return client;
}
