import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema.js';
import { createPGliteDialect } from './pglite-dialect.js';
import { nameRepeatedStatements, StatementNames } from './prepared-statements.js';
import { DatabaseUnavailableError, guardConnectionLoss, isConnectionLoss } from './connection-loss.js';

export { DatabaseUnavailableError, isConnectionLoss };

export type DbKind = 'pglite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /**
   * Hears what the database's triggers announce on a channel (migrations 0045, 0046), from this
   * process's own commits before they return and from every other process's soon after.
   * `onLive(false)` means announcements may be missed until `onLive(true)` (the listening
   * connection was lost and is being made again). Returns the function that stops listening.
   */
  listenForChanges(channel: ChangeChannel, listeners: ChangeListeners): () => void;
  /** The pool's connections (PostgreSQL; PGlite has one in-process connection and answers null). */
  poolStats(): PoolStats | null;
  /** PGlite: a tarball of its data directory, taken while no query runs (a backup). */
  snapshot?(): Promise<Blob>;
  /** PostgreSQL: the connection string (a backup runs pg_dump with it). */
  url?: string;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Callers waiting for a connection to free up. */
  waiting: number;
  /** Queries that met a lost connection since start (each retried once when it only read). */
  connectionLosses: number;
}

export interface ChangeListeners {
  onChange(payload: string): void;
  onLive(live: boolean): void;
}

/**
 * What the triggers announce on: access_changes, a changed access token or what its lookup reads
 * (0045); search_changes, a change to what site or module search reads (0046, 0049);
 * content_changes, a change to a post or its comments as an article shows them (0047) or to a
 * member's saves (0051); message_changes, a change to what a conversation shows (0048);
 * member_changes, a change to what a member's own answer reads (0052) or to any member's row, which
 * the directory's first page shows (0053). Every connection listens to all.
 */
export const CHANGE_CHANNELS = [
  'access_changes',
  'search_changes',
  'content_changes',
  'message_changes',
  'member_changes',
] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];
const LISTEN_ALL = CHANGE_CHANNELS.map((c) => `listen ${c}`).join('; ');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `undefined` keeps an in-memory database (tests). */
  dataDir?: string;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (tests: an already migrated database). */
  loadDataDir?: Blob;
  poolMax?: number;
  statementTimeoutMs?: number;
  acquireTimeoutMs?: number;
  log?: Pick<Logger, 'error' | 'warn'>;
}

/** Raised when no pooled connection frees up in time; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  readonly code = 'DB_BUSY';
}

export function openDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  // After an abort of its instance (a checkpoint on a full disk) it opens the data folder again.
  const { dialect, database } = createPGliteDialect(opts.dataDir, opts.loadDataDir, opts.log);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    // One in-process connection: its notices are handed out before the statement that caused them returns.
    listenForChanges: (channel, { onChange, onLive }) => database.listen(channel, onChange, onLive),
    poolStats: () => null,
    // Holding the one connection, so no statement runs between the checkpoint and the copy.
    snapshot: () =>
      db.connection().execute(async (conn) => {
        await sql`checkpoint`.execute(conn);
        return database.dump();
      }),
    async close() {
      await db.destroy();
      // Also when Kysely never ran a statement (a snapshot may have opened it).
      await database.close();
    },
  };
}

function openPostgres(url: string, opts: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    statement_timeout: opts.statementTimeoutMs ?? 10_000,
    connectionTimeoutMillis: opts.acquireTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (e.g. the server restarting) must not crash the process: the pool drops it.
  pool.on('error', (err) => opts.log?.warn({ err: err.message }, 'postgres pool client error'));
  let connectionLosses = 0;
  const lost = (err: unknown) => {
    connectionLosses++;
    opts.log?.warn({ err: (err as Error).message }, 'a query met a lost postgres connection');
  };
  const listening = new Map<ChangeChannel, Set<ChangeListeners>>(CHANGE_CHANNELS.map((c) => [c, new Set()]));
  const announce = (msg: pg.Notification) => {
    if (msg.payload === undefined) return;
    for (const l of listening.get(msg.channel as ChangeChannel) ?? []) l.onChange(msg.payload);
  };
  // Every pooled connection listens too: a change this process commits then reaches its memory
  // before the COMMIT returns, so its own next request cannot see what it replaced. Each
  // announcement is taken once: a pooled connection takes those of its own commits, the listener
  // those of every other backend. (Every listening connection hears every announcement; taken from
  // each, one change emptied the caches again and again, some after they had been refilled.)
  // A backend counts as the pool's only once its LISTEN has succeeded: one that could not listen
  // hears nothing, so the listener must still pass on its commits. (Its queries queue behind the
  // LISTEN, so it is counted before any of them can commit.)
  const poolBackends = new Set<number>();
  pool.on('connect', (client) => {
    // For the client's whole life: the pool listens only while it is idle, and a checked-out
    // client whose backend is terminated emits 'error' too (unheard, it ended the process). Its
    // query fails on its own, and the pool throws the broken client away when it comes back.
    client.on('error', (err) => opts.log?.warn({ err: err.message }, 'postgres connection lost'));
    const backend = (client as unknown as { processID: number }).processID;
    client.on('end', () => poolBackends.delete(backend));
    client.on('notification', (msg) => {
      if (msg.processId === backend) announce(msg);
    });
    client.query(LISTEN_ALL).then(
      () => poolBackends.add(backend),
      (err: Error) => opts.log?.warn({ err: err.message }, 'could not listen for changes'),
    );
  });
  const names = new StatementNames();
  const acquire = async () => {
    try {
      return nameRepeatedStatements(await pool.connect(), names);
    } catch (err) {
      if (/timeout/i.test((err as Error).message)) throw new DatabaseBusyError('database connection timeout');
      if (isConnectionLoss(err)) throw new DatabaseUnavailableError(err);
      throw err;
    }
  };
  const guarded = {
    connect: async () => guardConnectionLoss(await acquire(), acquire, lost),
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded as unknown as pg.Pool }) });
  let listener: ChangeListener | null = null;
  return {
    db,
    kind: 'postgres',
    url,
    listenForChanges(channel, listeners) {
      listening.get(channel)!.add(listeners);
      listener ??= new ChangeListener(
        url,
        (msg) => {
          if (!poolBackends.has(msg.processId)) announce(msg);
        },
        (live) => listening.forEach((set) => set.forEach((l) => l.onLive(live))),
        opts.log,
      );
      if (listener.live) listeners.onLive(true);
      return () => {
        listening.get(channel)!.delete(listeners);
        listeners.onLive(false);
      };
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      connectionLosses,
    }),
    async close() {
      await listener?.close();
      await db.destroy();
    },
  };
}

/** How the listening connection is named in pg_stat_activity. */
export const CHANGE_LISTENER = 'aatd change listener';

/**
 * The connection that hears other processes' announcements while this one's pool is idle or empty.
 * When it drops, listeners are told at once (they stop trusting what they hold) and it connects
 * again, with a growing pause, until closed.
 */
class ChangeListener {
  live = false;
  #client: pg.Client | null = null;
  #closed = false;
  #retryMs = 250;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly announce: (msg: pg.Notification) => void,
    private readonly setLive: (live: boolean) => void,
    private readonly log?: Pick<Logger, 'error' | 'warn'>,
  ) {
    void this.#connect();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: CHANGE_LISTENER });
    this.#client = client;
    client.on('notification', this.announce);
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(LISTEN_ALL);
      if (this.#closed || this.#client !== client) return void (await client.end().catch(() => {}));
      this.#retryMs = 250;
      this.live = true;
      this.setLive(true);
    } catch (err) {
      this.#lost(client, err as Error);
    }
  }

  #lost(client: pg.Client, err?: Error): void {
    if (this.#client !== client) return;
    this.#client = null;
    client.removeAllListeners('end');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.live) {
      this.live = false;
      this.setLive(false);
    }
    if (this.#closed) return;
    this.log?.warn({ err: err?.message }, 'lost the change listener; reconnecting');
    this.#timer = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#timer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, 10_000);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    if (this.live) {
      this.live = false;
      this.setLive(false);
    }
    await client?.end().catch(() => {});
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
