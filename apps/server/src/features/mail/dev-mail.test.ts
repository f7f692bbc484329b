import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember } from '../../test/factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const ELSEWHERE = '203.0.113.9';
const MAILBOX = ['/api/dev/mail', '/dev/mail'];

/** The outbox holds live sign-in and reset links: only this machine or an admin may read it. */
describe('dev mailbox access', () => {
  it.each(MAILBOX)('%s is refused to another address without an admin token', async (url) => {
    expect((await app.inject({ url, remoteAddress: ELSEWHERE })).statusCode).toBe(403);
    const member = await createMember(app);
    expect((await app.inject({ url, remoteAddress: ELSEWHERE, headers: member.auth })).statusCode).toBe(403);
  });

  it.each(MAILBOX)('%s is served to an admin from anywhere', async (url) => {
    const admin = await createAdmin(app);
    expect((await app.inject({ url, remoteAddress: ELSEWHERE, headers: admin.auth })).statusCode).toBe(200);
  });

  it.each(MAILBOX)('%s is served to this machine, but not through a proxy', async (url) => {
    expect((await app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ url, remoteAddress: '::1' })).statusCode).toBe(200);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await app.inject({ url, remoteAddress: '127.0.0.1', headers: { [header]: ELSEWHERE } });
      expect(proxied.statusCode, header).toBe(403);
    }
  });

  it('answers the refusal in the usual error shape', async () => {
    const res = await app.inject({ url: '/api/dev/mail', remoteAddress: ELSEWHERE });
    expect(res.json()).toEqual({
      errors: 'forbidden',
      message: 'The development mailbox is open only on this machine or to administrators.',
    });
  });
});
