import type { FastifyInstance } from 'fastify';
import type { ChangeChannel, DatabaseHandle } from '../db/database.js';
// The app's decorations (metrics among them) are declared there.
import type {} from '../types/fastify.js';

/**
 * Answers held in memory for as long as the database's announcements of changes to them are
 * heard (migrations 0045–0049, DatabaseHandle.listenForChanges). Each entry carries the tags
 * that announcements name ('t<token>' and 'm42': a token and its member; 'posts': search results
 * that read posts); an announcement drops every entry carrying it, and ANNOUNCE_ALL drops every
 * entry of the channel's caches. PostgreSQL delivers an announcement to the committing process
 * before its COMMIT returns, and to other processes soon after. While announcements may be missed,
 * nothing is held or kept.
 *
 * A load that was under way when any announcement arrived is used but not kept: it may have read a
 * row just before the change committed. MAX_AGE_MS bounds an entry's life in any case.
 */
/** The announcement that every answer on its channel may have changed (a bulk change, migration 0047). */
export const ANNOUNCE_ALL = 'all';

export interface Loaded<V> {
  value: V;
  /** What the answer read, as announcements name it. */
  tags: readonly string[];
  /** When the answer stops being true by itself (ms since the epoch), e.g. a token's expiry. */
  expiresAt?: number;
  /** false: answer this lookup with it but do not hold it (it is not what every caller would see). */
  keep?: boolean;
}

export interface AnnouncedCacheOptions {
  maxEntries: number;
  maxAgeMs?: number;
  now?: () => number;
}

const MAX_AGE_MS = 60_000;

export class AnnouncedCache<V> {
  readonly #entries = new Map<string, Loaded<V> & { storedAt: number }>();
  /**
   * The keys held under each tag. Announcements come with every message sent and every save, and
   * scanning 10,000 entries for one took about a millisecond of each instance's event loop.
   */
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #live = false;
  /** Lookups answered from memory and from `load` (metrics). */
  hits = 0;
  misses = 0;
  /** Moves on every announcement and loss of hearing; a load that saw it move is not kept. */
  #generation = 0;

  constructor(opts: AnnouncedCacheOptions) {
    this.#maxEntries = opts.maxEntries;
    this.#maxAgeMs = opts.maxAgeMs ?? MAX_AGE_MS;
    this.#now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The answer from memory, or from `load` (kept when it is safe to); null when `load` finds nothing. */
  async lookup(key: string, load: () => Promise<Loaded<V>>): Promise<V>;
  async lookup(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null>;
  async lookup(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit) {
      if ((hit.expiresAt ?? Infinity) > now && now - hit.storedAt < this.#maxAgeMs) {
        this.hits++;
        return hit.value;
      }
      this.#delete(key);
    }
    this.misses++;
    const generation = this.#generation;
    const found = await load();
    if (found && found.keep !== false && this.#live && generation === this.#generation) this.#store(key, found);
    return found?.value ?? null;
  }

  /**
   * For answers held as every caller sees them while each caller gets their own: `read` loads this
   * caller's answer (`own`) and what of it every caller would see (`value`). Answers `{ own }` when
   * this call read, `{ shared }` from memory, or null when `read` found nothing.
   */
  async lookupShared<O>(key: string, read: () => Promise<Loaded<V> & { own: O }>): Promise<{ own: O } | { shared: V }>;
  async lookupShared<O>(
    key: string,
    read: () => Promise<(Loaded<V> & { own: O }) | null>,
  ): Promise<{ own: O } | { shared: V } | null>;
  async lookupShared<O>(
    key: string,
    read: () => Promise<(Loaded<V> & { own: O }) | null>,
  ): Promise<{ own: O } | { shared: V } | null> {
    let own: { own: O } | undefined;
    const shared = await this.lookup(key, async () => {
      const found = await read();
      if (!found) return null;
      own = { own: found.own };
      return { value: found.value, tags: found.tags, expiresAt: found.expiresAt, keep: found.keep };
    });
    return own ?? (shared === null ? null : { shared });
  }

  /** An announcement: every entry that read what it names goes. */
  forgetTagged(tag: string): void {
    this.#generation++;
    const keys = this.#keysByTag.get(tag);
    if (keys) for (const key of [...keys]) this.#delete(key);
  }

  /** Forgets everything (and any load under way). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  /** Whether announcements are being heard; when they may not be, nothing is held or kept. */
  setLive(live: boolean): void {
    this.#live = live;
    if (live) this.#generation++;
    else this.clear();
  }

  #store(key: string, found: Loaded<V>): void {
    // Two loads of one key may both finish: the later replaces the earlier, tags and all.
    this.#delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      // The oldest entry goes (a Map iterates in insertion order).
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#delete(oldest.value);
    }
    this.#entries.set(key, { ...found, storedAt: this.#now() });
    for (const tag of found.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }

  /** How many tags are indexed (tests: the index keeps in step with the entries). */
  get tagCount(): number {
    return this.#keysByTag.size;
  }
}

/**
 * Decorates `app.announcedCache(channel, maxEntries, name)`: a cache that listens on the channel for the
 * app's life, forgets what each announcement names and holds nothing while announcements may be
 * missed; and `app.forgetAllHeld()`, which empties
 * them all (tests count a request's statements from there: the most it can make).
 */
export function registerAnnouncedCaches(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'listenForChanges'>,
): void {
  const caches: AnnouncedCache<unknown>[] = [];
  const named = new Map<string, AnnouncedCache<unknown>>();
  app.metrics.counters('aatd_cache_hits_total', 'Lookups answered from an announced cache', 'cache', () =>
    [...named].map(([name, c]) => [name, c.hits]),
  );
  app.metrics.counters('aatd_cache_misses_total', 'Lookups an announced cache had to load', 'cache', () =>
    [...named].map(([name, c]) => [name, c.misses]),
  );
  app.decorate('announcedCache', <V>(channel: ChangeChannel, maxEntries: number, name: string) => {
    const cache = new AnnouncedCache<V>({ maxEntries });
    caches.push(cache as AnnouncedCache<unknown>);
    named.set(name, cache as AnnouncedCache<unknown>);
    const stop = database.listenForChanges(channel, {
      onChange: (tag) => (tag === ANNOUNCE_ALL ? cache.clear() : cache.forgetTagged(tag)),
      onLive: (live) => cache.setLive(live),
    });
    app.addHook('onClose', async () => stop());
    return cache;
  });
  app.decorate('forgetAllHeld', () => caches.forEach((c) => c.clear()));
}
