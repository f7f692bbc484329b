import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMember } from '../../test/factories.js';
import { buildContentApp, news, seedPosts } from '../../test/content.js';

// The spec's curated lists (part 1 §9): Journal Watch the top 5 per month, key review
// articles the top 3 of the last 2 years.
let app: FastifyInstance;
let auth: { authorization: string };

const JW = {
  tags: ['information', 'aatd-information-journal-watch', 'journal-watch'],
  newsGroup: 'JOURNAL_WATCH' as const,
};
const KR = { tags: ['information', 'aatd-information-key-review-articles'], newsGroup: 'KEY_REVIEW_ARTICLES' as const };
const now = new Date();
const monthsAgo = (m: number, day: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, day, 12));

beforeAll(async () => {
  app = await buildContentApp();
  ({ auth } = await createMember(app));
  await seedPosts(app, [
    // Seven in one month: only the newest five are shown.
    ...Array.from({ length: 7 }, (_, i) =>
      news({ ...JW, title: `Last month ${i + 1}`, publishedAt: monthsAgo(1, i + 1) }),
    ),
    news({ ...JW, title: 'Two months ago A', publishedAt: monthsAgo(2, 3) }),
    news({ ...JW, title: 'Two months ago B', publishedAt: monthsAgo(2, 9) }),
    // Four recent reviews and one older than 2 years: the newest three recent ones are shown.
    ...Array.from({ length: 4 }, (_, i) =>
      news({ ...KR, title: `Review ${i + 1}`, publishedAt: monthsAgo(3 + i, 10) }),
    ),
    news({ ...KR, title: 'Old review', publishedAt: monthsAgo(30, 10) }),
  ]);
});
afterAll(async () => app?.close());

const titles = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/information/news?${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { titles: body.data.map((a: { title: string }) => a.title), total: body.meta.pagination.total };
};

describe('curated news lists', () => {
  it('Journal Watch: at most 5 per month, month by month, newest month first', async () => {
    const { titles: t, total } = await titles('tag=journal-watch&limit=10');
    expect(total).toBe(7);
    expect(t).toEqual([
      'Last month 7',
      'Last month 6',
      'Last month 5',
      'Last month 4',
      'Last month 3',
      'Two months ago B',
      'Two months ago A',
    ]);
    // The long tag is the same list; another order sorts within each month.
    expect((await titles('tag=aatd-information-journal-watch&limit=10')).titles).toEqual(t);
    const byViews = (await titles('tag=journal-watch&limit=10&sortBy=views')).titles;
    expect(byViews.slice(0, 5).every((x: string) => x.startsWith('Last month'))).toBe(true);
  });

  it('key review articles: the newest 3 of the last 2 years', async () => {
    const { titles: t, total } = await titles('tag=aatd-information-key-review-articles&limit=10');
    expect(total).toBe(3);
    expect(t).toEqual(['Review 1', 'Review 2', 'Review 3']);
  });
});
