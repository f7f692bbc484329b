/**
 * Recently checked access tokens, so most requests skip the token lookup (one database round trip
 * each). It is only trusted while the database's announcements of access changes are heard
 * (migration 0045, DatabaseHandle.listenForAccessChanges): a revoked or changed token ('t' + id)
 * and a member whose role, status, accepted versions, verification or suspension changed
 * ('m' + id) leave it when PostgreSQL delivers the announcement, which for the committing
 * process is before its COMMIT returns. While announcements may be missed it holds nothing.
 *
 * A lookup that was under way when any announcement arrived is not kept: it may have read the row
 * just before the change committed. MAX_AGE_MS bounds an entry's life in any case.
 */
export interface CachedToken<T> {
  value: T;
  memberId: number;
  /** When the token itself expires (ms since the epoch); never served past it. */
  expiresAt: number;
}

export interface AccessTokenCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;

export class AccessTokenCache<T> {
  readonly #entries = new Map<string, CachedToken<T> & { storedAt: number }>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #live = false;
  /** Moves on every announcement and loss of hearing; a lookup that saw it move is not kept. */
  #generation = 0;

  constructor(opts: AccessTokenCacheOptions = {}) {
    this.#maxEntries = opts.maxEntries ?? MAX_ENTRIES;
    this.#maxAgeMs = opts.maxAgeMs ?? MAX_AGE_MS;
    this.#now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The token's value from memory, or from `load` (kept when it is safe to); null for no such token. */
  async lookup(token: string, load: () => Promise<CachedToken<T> | null>): Promise<T | null> {
    const now = this.#now();
    const hit = this.#entries.get(token);
    if (hit) {
      if (hit.expiresAt > now && now - hit.storedAt < this.#maxAgeMs) return hit.value;
      this.#entries.delete(token);
    }
    const generation = this.#generation;
    const found = await load();
    if (found && this.#live && generation === this.#generation) this.#store(token, found);
    return found?.value ?? null;
  }

  /** An announcement from the database: 't<token>' or 'm<member id>'. */
  changed(payload: string): void {
    this.#generation++;
    const key = payload.slice(1);
    if (payload.startsWith('t')) {
      this.#entries.delete(key);
    } else if (payload.startsWith('m')) {
      const memberId = Number(key);
      for (const [token, entry] of this.#entries) if (entry.memberId === memberId) this.#entries.delete(token);
    } else {
      this.clear();
    }
  }

  /** Whether announcements are being heard; when they may not be, nothing is held or kept. */
  setLive(live: boolean): void {
    this.#live = live;
    if (live) this.#generation++;
    else this.clear();
  }

  /** Forgets every token (and any lookup under way). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  #store(token: string, found: CachedToken<T>): void {
    if (this.#entries.size >= this.#maxEntries) {
      // The oldest entry goes (a Map iterates in insertion order).
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { ...found, storedAt: this.#now() });
  }
}
