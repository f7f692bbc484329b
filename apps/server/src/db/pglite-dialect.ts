import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  PGliteDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
  type QueryCompiler,
} from 'kysely';

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
    const conn = await this.inner.acquireConnection();
    releases.set(conn, release);
    return conn;
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

export function createPGliteDialect(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): { dialect: Dialect; pglite: PGlite } {
  // PGlite ignores the options argument when the data directory is undefined: pass one object.
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const base = new PGliteDialect({ pglite });
  const dialect: Dialect = {
    createAdapter: () => base.createAdapter(),
    createDriver: () => new SerializedDriver(base.createDriver()),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
  };
  return { dialect, pglite };
}
