import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommonErrorCodes } from '@aatd/contract';
import { buildContentApp, news, seedPosts } from '../test/content.js';
import { createMember } from '../test/factories.js';
import { MEMBER_WRITE_LIMITS } from './rate-limits.js';

// Loopback callers are exempt from limits in tests; these come from elsewhere.
const remoteAddress = '203.0.113.7';

let app: FastifyInstance;
let postId: number;
beforeAll(async () => {
  app = await buildContentApp();
  [postId] = (await seedPosts(app, [news()])) as [number];
});
afterAll(() => app?.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const post = (who: Member, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: who.auth, payload, remoteAddress });

/** Sends `max` writes that must pass, then one that must be refused as a doctor would read it. */
async function expectLimit(
  kind: keyof typeof MEMBER_WRITE_LIMITS,
  write: (n: number) => Promise<{ statusCode: number }>,
) {
  const { max, message } = MEMBER_WRITE_LIMITS[kind];
  for (let n = 0; n < max; n += 1) expect((await write(n)).statusCode).toBeLessThan(300);
  const refused = (await write(max)) as Awaited<ReturnType<typeof app.inject>>;
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json()).toMatchObject({ errors: CommonErrorCodes.rateLimited, message });
}

describe('per-member limits on writes that reach others', () => {
  it('POST /api/user/share: 20 an hour', async () => {
    const [sender, receiver] = [await createMember(app), await createMember(app)];
    await expectLimit('share', () =>
      post(sender, '/api/user/share', { resourceLink: '/community/news/clinicalnews/1', receiverId: receiver.user.id }),
    );
    // Another member is not affected by the first one's count.
    const other = await createMember(app);
    const res = await post(other, '/api/user/share', { resourceLink: '/community', receiverId: receiver.user.id });
    expect(res.statusCode).toBe(201);
  });

  it('POST /api/messages: 60 an hour', async () => {
    const [sender, receiver] = [await createMember(app), await createMember(app)];
    await expectLimit('message', (n) =>
      post(sender, '/api/messages', { receiverId: receiver.user.id, messageText: `Hello ${n}` }),
    );
  });

  it('POST /api/comment/:id: 30 an hour', async () => {
    const author = await createMember(app);
    await expectLimit('comment', (n) => post(author, `/api/comment/${postId}`, { commentText: `Useful point ${n}` }));
  });

  it('POST /api/messages/report: 20 an hour', async () => {
    const reporter = await createMember(app);
    await expectLimit('report', async () => {
      const reportee = await createMember(app);
      return post(reporter, '/api/messages/report', {
        reporteeId: reportee.user.id,
        reason: 'Unsolicited messages',
        actionOnReport: 'none',
      });
    });
  });
});
