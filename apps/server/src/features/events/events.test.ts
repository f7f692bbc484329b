import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';
import { closeGracefully } from '../../plugins/shutdown.js';
import { redactUrl } from '../../plugins/logging.js';
import { send, type TestMember } from '../../test/messaging.js';
import { openStream, ticketFor } from '../../test/events.js';
import { MAX_STREAMS_PER_MEMBER } from './events.stream.js';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app?.close());

describe('POST /api/events/ticket', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
  });

  it('issues a short-lived ticket', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: (await createMember(app)).auth,
    });
    expect(res.json()).toMatchObject({ ticket: expect.stringMatching(/^[\w-]{43}$/), expiresIn: 30 });
  });
});

describe('GET /api/events', () => {
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    alice = await createMember(app);
    bob = await createMember(app);
  });

  it('answers 401 for a missing, unknown, expired or used ticket', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
    expect((await fetch(`${base}/api/events?ticket=`)).status).toBe(401);
    expect((await fetch(`${base}/api/events?ticket=${'x'.repeat(43)}`)).status).toBe(401);
    const expired = await ticketFor(app, bob);
    await app.db
      .updateTable('event_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await fetch(`${base}/api/events?ticket=${expired}`)).status).toBe(401);
    const ticket = await ticketFor(app, bob);
    const stream = await openStream(base, ticket);
    stream.close();
    expect((await fetch(`${base}/api/events?ticket=${ticket}`)).status).toBe(401);
  });

  it('sends the current count, then an unseen event when a message arrives and when it is read', async () => {
    await send(app, alice, bob, 'before the stream');
    const stream = await openStream(base, await ticketFor(app, bob));
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.next()).toEqual({ type: 'unseen', count: 1 });
    await send(app, alice, bob, 'while listening');
    expect(await stream.next()).toEqual({ type: 'unseen', count: 2 });
    await app.inject({ url: `/api/messages/${alice.user.id}`, headers: bob.auth });
    expect(await stream.next()).toEqual({ type: 'unseen', count: 0 });
    stream.close();
  });

  it('carries the request id and the JSON API security set, though it writes its answer itself', async () => {
    const stream = await openStream(base, await ticketFor(app, bob));
    expect(stream.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(stream.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    stream.close();
  });

  it('only delivers the member their own events', async () => {
    const stream = await openStream(base, await ticketFor(app, alice));
    expect(await stream.next()).toEqual({ type: 'unseen', count: 0 });
    await send(app, alice, bob, 'to bob, not alice');
    await send(app, bob, alice, 'to alice');
    expect(await stream.next()).toEqual({ type: 'unseen', count: 1 });
    stream.close();
  });

  it('holds a few streams per member and closes the oldest when another opens', async () => {
    const carol = await createMember(app);
    const dave = await createMember(app);
    const daves = await openStream(base, await ticketFor(app, dave));
    await daves.next();
    const streams = [];
    for (let i = 0; i <= MAX_STREAMS_PER_MEMBER; i += 1) {
      const stream = await openStream(base, await ticketFor(app, carol));
      await stream.next();
      streams.push(stream);
    }
    // The oldest of carol's streams ended by the server (not by the client's abort).
    await expect(streams[0]!.ended).resolves.toBe(true);
    await send(app, alice, carol, 'to every open tab');
    for (const stream of streams.slice(1)) expect(await stream.next()).toEqual({ type: 'unseen', count: 1 });
    // Another member's stream is untouched.
    await send(app, alice, dave, 'dave still listens');
    expect(await daves.next()).toEqual({ type: 'unseen', count: 1 });
    for (const stream of [...streams, daves]) stream.close();
  });

  it('keeps tickets out of the logs', () => {
    expect(redactUrl('/api/events?ticket=abc123&x=1')).toBe('/api/events?ticket=[redacted]&x=1');
  });
});

describe('shutdown with open streams', () => {
  it('ends the streams so the app closes within the grace period', async () => {
    const other = await buildTestApp();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
    const stream = await openStream(url, await ticketFor(other, await createMember(other)));
    await stream.next();
    const started = Date.now();
    expect(await closeGracefully(other, 5000)).toBe('closed');
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(stream.ended).resolves.toBe(true);
  });
});
