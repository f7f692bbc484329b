import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/**
 * Whether Redis may be asked right now. Open (do not ask) while the connection is not ready, and
 * for a short cool-down after a command took too long, so a dead or hung Redis costs a request
 * nothing: callers use their in-process fallback at once instead of waiting on ioredis's retries.
 * It closes again by itself as soon as the connection is ready.
 */
export class RedisBreaker {
  #openUntil = 0;
  /** Times the breaker opened since start (metrics). */
  trips = 0;

  constructor(
    readonly redis: Redis,
    /** How long one command may take before Redis counts as failing. */
    readonly commandTimeoutMs = 250,
    readonly coolDownMs = 2_000,
  ) {
    redis.on('close', () => this.#trip());
  }

  get healthy(): boolean {
    return this.redis.status === 'ready' && performance.now() >= this.#openUntil;
  }

  #trip(): void {
    if (performance.now() >= this.#openUntil) this.trips++;
    this.#openUntil = performance.now() + this.coolDownMs;
  }

  /** Runs `command` on Redis, or `fallback` when the breaker is open or the command fails or is slow. */
  run<T>(command: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.healthy) return Promise.resolve(fallback());
    return new Promise<T>((resolve) => {
      let settled = false;
      const fail = () => {
        if (settled) return;
        settled = true;
        this.#trip();
        resolve(fallback());
      };
      const timer = setTimeout(fail, this.commandTimeoutMs);
      command().then(
        (value) => {
          clearTimeout(timer);
          if (settled) return;
          settled = true;
          resolve(value);
        },
        () => {
          clearTimeout(timer);
          fail();
        },
      );
    });
  }
}

type Incr = (
  key: string,
  cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
  timeWindow: number,
  max: number,
) => void;
interface Store {
  incr: Incr;
  child(routeOptions: Record<string, unknown>): Store;
}
type StoreCtor = new (...args: unknown[]) => Store;

// The plugin's own stores (CommonJS, no types of their own): the same counting in both places.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/**
 * A @fastify/rate-limit store that counts in Redis (shared by every instance) while the breaker is
 * closed and in this process while it is open: during a Redis outage each instance still applies
 * every limit on its own, answering within a few milliseconds.
 */
export function failoverStore(breaker: RedisBreaker, nameSpace: string) {
  class FailoverStore implements Store {
    constructor(
      readonly shared: Store,
      readonly local: Store,
    ) {}

    incr: Incr = (key, cb, timeWindow, max) => {
      const viaLocal = () =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          this.local.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), timeWindow, max),
        );
      const viaRedis = () =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          this.shared.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), timeWindow, max),
        );
      breaker.run(viaRedis, viaLocal).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    };

    child(routeOptions: Record<string, unknown>): Store {
      return new FailoverStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return class extends FailoverStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, breaker.redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
      );
    }
  };
}
