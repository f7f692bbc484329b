import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { articleHref, articleTypeOf, PAGE_SIZE } from '@aatd/contract';
import type { Db } from '../apps/server/src/db/database.js';
import { COMMON_TERM, RARE_TERM } from '../apps/server/src/seed/scale/index.js';

/** What each product route is held against: the one-query ceiling or the hello-world. */
export type Ceiling = 'query' | 'hello';

export interface BenchTarget {
  name: string;
  path: string;
  ceiling: Ceiling;
  headers?: Record<string, string>;
  /**
   * Also measure the hello-world process sending this route's recorded answer (the same headers and
   * bytes, from memory): how fast the load generator can take that answer at all.
   */
  sameAnswer?: string;
}

/**
 * An access token stored exactly as the OpenID Provider stores one (as test/factories.ts's
 * issueTestAccessToken does), valid for the whole run.
 */
export async function issueAccessToken(db: Db, userId: number, amr?: string[]): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const exp = now + 4 * 3600;
  const payload = {
    jti: token,
    kind: 'AccessToken',
    accountId: String(userId),
    clientId: 'web',
    scope: 'openid',
    // The product reads a session's methods where its token issuer keeps them: payload.extra.amr.
    ...(amr ? { extra: { amr } } : {}),
    iat: now,
    exp,
  };
  await db
    .insertInto('oidc_payloads')
    .values({
      id: token,
      type: 'AccessToken',
      payload: JSON.stringify(payload),
      account_id: userId,
      expires_at: new Date(exp * 1000),
    })
    .execute();
  return token;
}

/** The entry script index.html loads: a hashed, immutable file like every asset. */
function hashedScript(webDist: string): string {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`no hashed script in ${webDist}/index.html; run npm run build`);
  return src;
}

/**
 * Every route the bench measures, on whatever data the database holds: the member is one side of
 * the longest conversation, the article is the most commented one.
 */
export async function benchTargets(
  db: Db,
  webDist: string,
): Promise<{ targets: BenchTarget[]; token: string; articlePage: string }> {
  const { rows } = await sql<{ a: number; b: number }>`
    select least(sender_id, receiver_id) as a, greatest(sender_id, receiver_id) as b from messages
    group by 1, 2 order by count(*) desc, 1, 2 limit 1`.execute(db);
  const pair = rows[0];
  if (!pair) throw new Error('no conversation to measure');
  const article = await db
    .selectFrom('posts')
    .select(['id', 'tags'])
    .where('kind', '=', 'article')
    .orderBy('comment_count', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = await issueAccessToken(db, pair.a);
  const auth = { authorization: `Bearer ${token}` };
  const member = (name: string, p: string): BenchTarget => ({ name, path: p, ceiling: 'query', headers: auth });
  return {
    token,
    articlePage: articleHref(articleTypeOf(article.tags), article.id),
    targets: [
      { name: 'GET /api/health', path: '/api/health', ceiling: 'hello' },
      { name: 'GET / (landing HTML)', path: '/', ceiling: 'hello', sameAnswer: 'landing' },
      // As a browser asks for them: the precompressed brotli copies (autocannon sends no Accept-Encoding itself).
      {
        name: 'GET / (landing HTML, br)',
        path: '/',
        ceiling: 'hello',
        headers: { 'accept-encoding': 'br, gzip' },
        sameAnswer: 'landing-br',
      },
      {
        name: 'GET static asset (hashed JS, br)',
        path: hashedScript(webDist),
        ceiling: 'hello',
        headers: { 'accept-encoding': 'br, gzip' },
      },
      member('GET /api/user (current member)', '/api/user'),
      member('news list', `/api/information/news?tag=clinical-news&limit=${PAGE_SIZE.newsByType}&page=1`),
      member('article', `/api/information/news/${article.id}`),
      // What an article's address asks for before the app's code (decision 0070): the page as HTML.
      member(
        'article page, drawn as HTML',
        `/api/information/news/${article.id}/view?type=${articleTypeOf(article.tags)}`,
      ),
      member('comments, first page', `/api/comment/${article.id}?limit=${PAGE_SIZE.comments}&page=1`),
      member('conversation page', `/api/messages/${pair.b}?page=1`),
      member('member directory page', `/api/user/all?page=1&limit=${PAGE_SIZE.members}`),
      member('module search', `/api/education/modules/search?name=${COMMON_TERM}`),
      member(`site search, rare term (${RARE_TERM})`, `/api/search?q=${RARE_TERM}`),
      member(`site search, common term (${COMMON_TERM})`, `/api/search?q=${COMMON_TERM}`),
    ],
  };
}

/** How many posts each search term matches, printed beside the figures. */
export async function searchTermHits(db: Db): Promise<Record<string, number>> {
  const hits: Record<string, number> = {};
  for (const term of [RARE_TERM, COMMON_TERM]) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from posts where search_vector @@ websearch_to_tsquery('english', ${term})`.execute(db);
    hits[term] = rows[0]!.n;
  }
  return hits;
}
