import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveEvent } from '@aatd/contract';

type Listener = (event: LiveEvent) => void;
type Log = { warn: (obj: object, msg: string) => void };

/**
 * Carries live events to the member's open SSE streams. In-process by default; with REDIS_URL
 * every instance publishes and subscribes through Redis, so a message sent through one web
 * instance reaches a stream held open by another.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(memberId: number, event: LiveEvent): Promise<void>;
  /** Resolves, with the unsubscribe function, once events published from now on will arrive. */
  subscribe(memberId: number, listener: Listener): Promise<() => void>;
  /** A site-wide signal with no payload (e.g. "the moderation word lists changed") to every instance. */
  signal(name: string): Promise<void>;
  /** Runs `listener` whenever any instance sends the signal; resolves once it is live. */
  onSignal(name: string, listener: () => void): Promise<() => void>;
  close(): Promise<void>;
}

const DEFAULT_PREFIX = 'aatd:events:member:';

export function createMemoryBus(): EventBus {
  const channel = (memberId: number) => `${DEFAULT_PREFIX}${memberId}`;
  const emitter = new EventEmitter();
  // One listener per open tab; the default limit of 10 is a leak warning, not a limit we want.
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(memberId, event) {
      emitter.emit(channel(memberId), event);
    },
    async subscribe(memberId, listener) {
      emitter.on(channel(memberId), listener);
      return () => void emitter.off(channel(memberId), listener);
    },
    async signal(name) {
      emitter.emit(`signal:${name}`);
    },
    async onSignal(name, listener) {
      emitter.on(`signal:${name}`, listener);
      return () => void emitter.off(`signal:${name}`, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * One publishing and one subscribing connection per process; a member's channel is subscribed
 * while at least one of their streams is open here, so traffic scales with local streams.
 */
export function createRedisBus(url: string, log: Log, prefix = DEFAULT_PREFIX): EventBus {
  const channel = (memberId: number) => `${prefix}${memberId}`;
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  const local = new Map<string, Set<Listener>>();
  // An unreachable Redis must degrade live updates, not crash the process.
  for (const conn of [pub, sub]) {
    conn.on('error', (err: Error) => log.warn({ err: err.message }, 'redis event bus error'));
  }

  const signalChannel = (name: string) => `${prefix}signal:${name}`;
  // Signals sent while the connection was down were missed: on reconnecting (ioredis subscribes
  // again by itself) every signal listener runs once, as if the signal had come.
  let connectedBefore = false;
  sub.on('ready', () => {
    if (connectedBefore) {
      for (const [name, listeners] of local) {
        if (name.startsWith(signalChannel(''))) for (const l of listeners) l(null as unknown as LiveEvent);
      }
    }
    connectedBefore = true;
  });

  sub.on('message', (name: string, payload: string) => {
    const listeners = local.get(name);
    if (!listeners) return;
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    for (const l of listeners) l(event);
  });

  const listen = async (name: string, listener: Listener) => {
    let set = local.get(name);
    if (!set) {
      set = new Set();
      local.set(name, set);
    }
    set.add(listener);
    // Subscribing an already-subscribed channel is a no-op for Redis but still waits for the
    // acknowledgement, so every caller knows the subscription is live when this resolves.
    await sub.subscribe(name).catch((err: Error) => log.warn({ err: err.message }, 'redis subscribe failed'));
    return () => {
      const current = local.get(name);
      if (!current?.delete(listener) || current.size > 0) return;
      local.delete(name);
      sub.unsubscribe(name).catch(() => {});
    };
  };

  return {
    kind: 'redis',
    async publish(memberId, event) {
      await pub.publish(channel(memberId), JSON.stringify(event));
    },
    subscribe: (memberId, listener) => listen(channel(memberId), listener),
    async signal(name) {
      await pub.publish(signalChannel(name), '{}');
    },
    onSignal: (name, listener) => listen(signalChannel(name), () => listener()),
    async close() {
      local.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** Chosen once at start: Redis when REDIS_URL is set, otherwise in-process. */
export const createEventBus = (redisUrl: string | undefined, log: Log): EventBus =>
  redisUrl ? createRedisBus(redisUrl, log) : createMemoryBus();
