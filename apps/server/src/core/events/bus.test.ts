import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { send } from '../../test/messaging.js';
import { createEventBus, createMemoryBus, createRedisBus } from './bus.js';
import { openStream, ticketFor } from '../../test/events.js';

// Redis runs on this machine and in CI; REDIS_URL may point elsewhere.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = { warn: vi.fn() };
const event = (count: number): LiveEvent => ({ type: 'unseen', count });

describe('event bus', () => {
  it('picks Redis only when REDIS_URL is set', async () => {
    expect(createEventBus(undefined, log).kind).toBe('memory');
    const redis = createEventBus(REDIS_URL, log);
    expect(redis.kind).toBe('redis');
    await redis.close();
  });

  it('delivers in-process events to the member only, until unsubscribed', async () => {
    const bus = createMemoryBus();
    const got: LiveEvent[] = [];
    const off = await bus.subscribe(1, (e) => got.push(e));
    await bus.publish(2, event(9));
    await bus.publish(1, event(1));
    off();
    await bus.publish(1, event(2));
    expect(got).toEqual([event(1)]);
  });

  it('carries events between two Redis-connected instances', async () => {
    // A prefix of its own so parallel runs on the same Redis never see each other's events.
    const prefix = `aatd:test:${randomBytes(4).toString('hex')}:`;
    const a = createRedisBus(REDIS_URL, log, prefix);
    const b = createRedisBus(REDIS_URL, log, prefix);
    try {
      const tab1: LiveEvent[] = [];
      const tab2: LiveEvent[] = [];
      const off1 = await a.subscribe(7, (e) => tab1.push(e));
      const off2 = await a.subscribe(7, (e) => tab2.push(e));
      await b.publish(7, event(3));
      await b.publish(8, event(5));
      await vi.waitFor(() => expect([tab1, tab2]).toEqual([[event(3)], [event(3)]]));
      // Closing one tab keeps the other subscribed; closing both stops delivery.
      off1();
      await b.publish(7, event(4));
      await vi.waitFor(() => expect(tab2).toEqual([event(3), event(4)]));
      off2();
      await b.publish(7, event(6));
      await new Promise((r) => setTimeout(r, 100));
      expect([tab1, tab2]).toEqual([[event(3)], [event(3), event(4)]]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('carries a site-wide signal (the moderation word lists changed) to every instance, in-process too', async () => {
    const memory = createMemoryBus();
    let heard = 0;
    const offMemory = await memory.onSignal('moderation-rules', () => (heard += 1));
    await memory.signal('moderation-rules');
    await memory.signal('something-else');
    offMemory();
    await memory.signal('moderation-rules');
    expect(heard).toBe(1);

    const prefix = `aatd:test:${randomBytes(4).toString('hex')}:`;
    const a = createRedisBus(REDIS_URL, log, prefix);
    const b = createRedisBus(REDIS_URL, log, prefix);
    try {
      let onA = 0;
      await a.onSignal('moderation-rules', () => (onA += 1));
      // A member's channel of the same name is not the signal's.
      await b.publish(0, event(1));
      await b.signal('moderation-rules');
      await vi.waitFor(() => expect(onA).toBe(1));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('GET /api/events with REDIS_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { REDIS_URL } });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());

  it('delivers an unseen event through Redis', async () => {
    const published = vi.spyOn(Redis.prototype, 'publish');
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const alice = await createMember(app);
    const bob = await createMember(app);
    const stream = await openStream(base, await ticketFor(app, bob));
    expect(await stream.next()).toEqual(event(0));
    expect((await send(app, alice, bob, 'over redis')).statusCode).toBe(201);
    expect(await stream.next()).toEqual(event(1));
    expect(published).toHaveBeenCalledWith(`aatd:events:member:${bob.user.id}`, JSON.stringify(event(1)));
    stream.close();
  });
});
