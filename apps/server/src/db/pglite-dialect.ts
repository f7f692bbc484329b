import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  PGliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Logger } from 'pino';
import { DatabaseUnavailableError } from './connection-loss.js';

/**
 * PGlite has one connection. Kysely's PGlite driver hands that connection to every caller at once,
 * so a query from request B could run inside request A's open transaction. This wrapper makes
 * callers take turns: acquire waits for the previous holder's release.
 */
class SerializedDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((r) => (release = r));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    try {
      const conn = await this.inner.acquireConnection();
      releases.set(conn, release);
      return conn;
    } catch (err) {
      // Kysely releases only a connection it was given: the next caller's turn comes now.
      release();
      throw err;
    }
  }
  async releaseConnection(conn: DatabaseConnection) {
    await this.inner.releaseConnection(conn);
    releases.get(conn)?.();
    releases.delete(conn);
  }
  beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(conn, settings);
  }
  commitTransaction(conn: DatabaseConnection) {
    return this.inner.commitTransaction(conn);
  }
  rollbackTransaction(conn: DatabaseConnection) {
    return this.inner.rollbackTransaction(conn);
  }
  savepoint(conn: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.savepoint!(conn, name, compile);
  }
  rollbackToSavepoint(conn: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.rollbackToSavepoint!(conn, name, compile);
  }
  releaseSavepoint(conn: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.releaseSavepoint!(conn, name, compile);
  }
  destroy() {
    return this.inner.destroy();
  }
}
// The single PGlite connection object is the same each time, so one pending release at a time.
const releases = new Map<DatabaseConnection, () => void>();

/**
 * PGlite's WebAssembly instance stops for good when PostgreSQL inside it gives up (a checkpoint
 * on a full disk, for one): the call that met it throws a RuntimeError ("Aborted()", "unreachable")
 * and every later statement fails ("cannot drop active portal") while the instance still says it
 * is open and ready. What was committed is safe in the data folder.
 */
export function isInstanceAbort(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  // WebAssembly.RuntimeError (not in this project's type library, so named).
  if ((err as { name?: unknown }).name === 'RuntimeError') return true;
  return /^(Aborted\(|unreachable$)/.test(String((err as { message?: unknown }).message ?? ''));
}

/** One opened PGlite with Kysely's own driver and connection for it. */
interface Instance {
  pglite: PGlite;
  driver: Driver;
  conn: DatabaseConnection;
  /** Why it stopped, once it has. */
  abort: unknown;
  /** Rejects when it stops: what it left pending fails instead of waiting forever. */
  stopped: Promise<never>;
  stop(err: unknown): void;
}

export interface EmbeddedDatabaseOptions {
  dataDir: string | undefined;
  loadDataDir?: Blob | undefined;
  log?: Pick<Logger, 'error' | 'warn'> | undefined;
  /** The pause after a failed reopen before the next try; it doubles up to maxReopenPauseMs. */
  minReopenPauseMs?: number;
  maxReopenPauseMs?: number;
}

interface Subscription {
  channel: string;
  onChange(payload: string): void;
  onLive(live: boolean): void;
  unlisten: (() => Promise<void>) | null;
  /** The instance it listens on now. */
  on: Instance | null;
}

/** Opening a data folder takes about a second; a new one (initdb) several on a busy machine. */
const OPEN_TIMEOUT_MS = 120_000;
const CLOSE_TIMEOUT_MS = 5_000;
/** Below this much room PGlite cannot start (it aborts again after a second of work): not tried. */
const MIN_FREE_BYTES = 1024 * 1024;

function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The embedded database, kept usable across an abort of its instance: the use after one closes it
 * and opens a fresh PGlite on the same data folder (one reopen at a time, which every caller waits
 * for). While that fails (the disk is still full), statements fail at once as
 * DatabaseUnavailableError (503 with Retry-After), and the next try waits a growing pause.
 * An in-memory database has nothing to reopen from: after an abort it stays unavailable.
 */
export class EmbeddedDatabase {
  #instance: Instance | null = null;
  #opening: Promise<Instance> | null = null;
  #closed = false;
  #nextTryAt = 0;
  #pauseMs: number;
  #lastFailure: unknown = null;
  #opened = 0;
  readonly #subscriptions = new Set<Subscription>();
  readonly #minPauseMs: number;
  readonly #maxPauseMs: number;

  constructor(private readonly opts: EmbeddedDatabaseOptions) {
    this.#minPauseMs = opts.minReopenPauseMs ?? 1_000;
    this.#maxPauseMs = opts.maxReopenPauseMs ?? 15_000;
    this.#pauseMs = this.#minPauseMs;
  }

  /** The instance to run on: the open one, or (after an abort) a fresh one on the same folder. */
  use(): Promise<Instance> {
    if (this.#closed) return Promise.reject(new Error('the embedded database is closed'));
    const open = this.#instance;
    if (open && !open.abort && !open.pglite.closed) return Promise.resolve(open);
    if (open && !open.abort) this.#stop(open, new Error('the embedded database was closed'));
    this.#opening ??= this.#open().finally(() => (this.#opening = null));
    return this.#opening;
  }

  /**
   * Runs `work` on `instance`, failing as soon as the instance stops. A statement that stopped it,
   * or that ran on a stopped one, fails as DatabaseUnavailableError; any other error is its own.
   */
  async guard<T>(instance: Instance, work: Promise<T>): Promise<T> {
    try {
      return await Promise.race([work, instance.stopped]);
    } catch (err) {
      if (isInstanceAbort(err)) this.#stop(instance, err);
      if (instance.abort) throw err instanceof DatabaseUnavailableError ? err : new DatabaseUnavailableError(err);
      throw err;
    } finally {
      // A statement rejected by `stopped` may still settle later: its outcome is no one's.
      work.catch(() => {});
    }
  }

  /** A tarball of the data folder, taken on the instance in use. */
  async dump(): Promise<Blob> {
    const instance = await this.use();
    return this.guard(instance, instance.pglite.dumpDataDir('none'));
  }

  /**
   * Hears `channel` on whichever instance is open: `onLive(false)` when the instance stops (its
   * notices end with it), `onLive(true)` once listening again on the next one.
   */
  listen(channel: string, onChange: (payload: string) => void, onLive: (live: boolean) => void): () => void {
    const sub: Subscription = { channel, onChange, onLive, unlisten: null, on: null };
    this.#subscriptions.add(sub);
    const open = this.#instance;
    if (open && !open.abort) void this.#listenOn(open, sub);
    return () => {
      this.#subscriptions.delete(sub);
      onLive(false);
      const { unlisten, on } = sub;
      sub.unlisten = null;
      sub.on = null;
      if (unlisten && on && !on.abort && !on.pglite.closed) void this.guard(on, unlisten()).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    const opening = this.#opening;
    if (opening) await opening.catch(() => {});
    const instance = this.#instance;
    this.#instance = null;
    if (instance) await this.#discard(instance);
  }

  async #listenOn(instance: Instance, sub: Subscription): Promise<void> {
    try {
      const unlisten = await this.guard(instance, instance.pglite.listen(sub.channel, sub.onChange));
      if (!this.#subscriptions.has(sub) || instance.abort) return void unlisten().catch(() => {});
      sub.unlisten = unlisten;
      sub.on = instance;
      sub.onLive(true);
    } catch (err) {
      if (!instance.abort) {
        this.opts.log?.error({ err: (err as Error).message, channel: sub.channel }, 'could not listen for changes');
      }
    }
  }

  #stop(instance: Instance, err: unknown): void {
    if (instance.abort) return;
    instance.abort = err ?? new Error('the embedded database stopped');
    instance.stop(instance.abort);
    this.opts.log?.error(
      { err: (err as Error)?.message, dataDir: this.opts.dataDir },
      this.opts.dataDir
        ? 'the embedded database stopped; it is opened again on its next use'
        : 'the in-memory database stopped; it cannot be opened again',
    );
    for (const sub of this.#subscriptions) {
      if (sub.on !== instance) continue;
      sub.on = null;
      sub.unlisten = null;
      sub.onLive(false);
    }
  }

  async #open(): Promise<Instance> {
    const previous = this.#instance;
    // An in-memory database's rows went with its instance: a fresh one would be empty.
    if (previous && !this.opts.dataDir) throw new DatabaseUnavailableError(previous.abort);
    // Bounded: after a failed try the next waits a growing pause, and no instance is replaced
    // sooner than the shortest pause after it was opened (one that stops at once is not a loop).
    if (Date.now() < this.#nextTryAt) throw new DatabaseUnavailableError(this.#lastFailure ?? previous?.abort);
    if (previous) {
      this.#instance = null;
      await this.#discard(previous);
    }
    const first = this.#opened === 0 && !this.#lastFailure;
    if (!first && this.#tooFullToStart()) {
      this.#failed(new Error('no room left under the data folder'));
      throw new DatabaseUnavailableError(this.#lastFailure);
    }
    let instance: Instance;
    try {
      instance = await this.#start(first ? this.opts.loadDataDir : undefined);
    } catch (err) {
      // The first open keeps its own error (a wrong folder is not "briefly unavailable").
      if (first && !isInstanceAbort(err)) throw err;
      this.#failed(err);
      throw new DatabaseUnavailableError(err);
    }
    if (this.#closed) {
      await this.#discard(instance);
      throw new Error('the embedded database is closed');
    }
    if (!first) this.opts.log?.warn({ dataDir: this.opts.dataDir }, 'the embedded database is open again');
    this.#opened++;
    this.#lastFailure = null;
    this.#pauseMs = this.#minPauseMs;
    this.#nextTryAt = Date.now() + this.#minPauseMs;
    this.#instance = instance;
    for (const sub of this.#subscriptions) void this.#listenOn(instance, sub);
    return instance;
  }

  #failed(err: unknown): void {
    this.#lastFailure = err;
    this.#nextTryAt = Date.now() + this.#pauseMs;
    this.#pauseMs = Math.min(this.#pauseMs * 2, this.#maxPauseMs);
    this.opts.log?.error(
      { err: (err as Error)?.message, dataDir: this.opts.dataDir, retryInMs: this.#nextTryAt - Date.now() },
      'could not open the embedded database again',
    );
  }

  #tooFullToStart(): boolean {
    if (!this.opts.dataDir) return false;
    try {
      const s = fs.statfsSync(this.opts.dataDir);
      return s.bavail * s.bsize < MIN_FREE_BYTES;
    } catch {
      return false;
    }
  }

  async #start(loadDataDir: Blob | undefined): Promise<Instance> {
    // PGlite ignores the options argument when the data directory is undefined: pass one object.
    const pglite = new PGlite({
      ...(this.opts.dataDir ? { dataDir: this.opts.dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    try {
      await bounded(pglite.waitReady, OPEN_TIMEOUT_MS, 'opening the embedded database');
      const driver = new PGliteDialect({ pglite }).createDriver();
      await driver.init();
      const conn = await driver.acquireConnection();
      let stop!: (err: unknown) => void;
      const stopped = new Promise<never>((_, reject) => (stop = reject));
      stopped.catch(() => {});
      return { pglite, driver, conn, abort: null, stopped, stop };
    } catch (err) {
      releaseFiles(pglite);
      throw err;
    }
  }

  async #discard(instance: Instance): Promise<void> {
    if (!instance.pglite.closed) {
      await bounded(instance.pglite.close(), CLOSE_TIMEOUT_MS, 'closing the embedded database').catch(() => {});
    }
    if (!instance.pglite.closed) releaseFiles(instance.pglite);
  }
}

/**
 * A stopped instance never closes the files it had open: without this, each one left behind holds
 * dozens of descriptors (and keeps its disk from being unmounted).
 */
function releaseFiles(pglite: PGlite): void {
  const FS = (pglite as unknown as { mod?: { FS?: { streams: unknown[]; close(s: unknown): void } } }).mod?.FS;
  if (!FS) return;
  for (const stream of FS.streams) {
    if (!stream) continue;
    try {
      FS.close(stream);
    } catch {
      // Already closed, or a device: nothing held.
    }
  }
}

/**
 * The one connection Kysely is given. Each statement runs on the instance open at that moment, a
 * transaction's statements on the instance it began on.
 */
class EmbeddedConnection implements DatabaseConnection {
  #transaction: Instance | null = null;
  constructor(private readonly database: EmbeddedDatabase) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const instance = this.#transaction ?? (await this.database.use());
    return this.database.guard(instance, instance.conn.executeQuery<R>(query));
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }
  async begin(settings: TransactionSettings): Promise<void> {
    const instance = await this.database.use();
    await this.database.guard(instance, instance.driver.beginTransaction(instance.conn, settings));
    this.#transaction = instance;
  }
  async commit(): Promise<void> {
    const instance = this.#end();
    await this.database.guard(instance, instance.driver.commitTransaction(instance.conn));
  }
  async rollback(): Promise<void> {
    const instance = this.#end();
    // A stopped instance took its open transaction with it: nothing is left to roll back, and the
    // caller's own error (not this one) is the one to report.
    if (instance.abort) return;
    await this.database.guard(instance, instance.driver.rollbackTransaction(instance.conn)).catch((err) => {
      if (!instance.abort) throw err;
    });
  }
  #end(): Instance {
    const instance = this.#transaction;
    if (!instance) throw new Error('no transaction is open');
    this.#transaction = null;
    return instance;
  }
}

class EmbeddedDriver implements Driver {
  readonly #conn: EmbeddedConnection;
  constructor(private readonly database: EmbeddedDatabase) {
    this.#conn = new EmbeddedConnection(database);
  }
  async init() {
    await this.database.use();
  }
  // Never fails: Kysely's own turn-taking for a single connection is not given back after a failed
  // acquire, so a reopen that fails must fail the statement instead.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#conn;
  }
  async releaseConnection() {}
  beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    return (conn as EmbeddedConnection).begin(settings);
  }
  commitTransaction(conn: DatabaseConnection) {
    return (conn as EmbeddedConnection).commit();
  }
  rollbackTransaction(conn: DatabaseConnection) {
    return (conn as EmbeddedConnection).rollback();
  }
  // Kysely's own driver only writes these statements' text; they run on this connection.
  savepoint(conn: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return savepoints.savepoint!(conn, name, compile);
  }
  rollbackToSavepoint(conn: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return savepoints.rollbackToSavepoint!(conn, name, compile);
  }
  releaseSavepoint(conn: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return savepoints.releaseSavepoint!(conn, name, compile);
  }
  destroy() {
    return this.database.close();
  }
}

const base = new PGliteDialect({
  pglite: () => Promise.reject(new Error('not used: instances are opened by EmbeddedDatabase')),
});
const savepoints = base.createDriver();

export function createPGliteDialect(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  log?: Pick<Logger, 'error' | 'warn'>,
): { dialect: Dialect; database: EmbeddedDatabase } {
  const database = new EmbeddedDatabase({ dataDir, loadDataDir, log });
  const dialect: Dialect = {
    createAdapter: () => base.createAdapter(),
    createDriver: () => new SerializedDriver(new EmbeddedDriver(database)),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
  };
  return { dialect, database };
}
