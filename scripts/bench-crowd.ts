import { sql } from 'kysely';
import { CATEGORY_SEARCH_PAGE_SIZE, PAGE_SIZE, SEARCH_RANKED_PER_GROUP } from '@aatd/contract';
import type { Db } from '../apps/server/src/db/database.js';
import { WORDS } from '../apps/server/src/seed/scale/index.js';
import { issueAccessToken } from './bench-targets.js';
import { SECOND_FACTOR_AMR } from '../apps/server/src/core/access-policy.js';
import { DeploymentSchema } from '../apps/server/src/config/deployment.js';

/** One request of a crowd target: a new path and member on every call. */
export interface CrowdRequest {
  path: string;
  headers: Record<string, string>;
}

/** A crowd target: each request drawn afresh (member, item, page, word), always against the one-query ceiling. */
export interface CrowdTarget {
  name: string;
  next: () => CrowdRequest;
}

const CROWD_MEMBERS = Number(process.env.BENCH_CROWD_MEMBERS ?? 1_800);
const CROWD_CONVERSATIONS = 600;
/** Pages drawn at random go no deeper than this (a member paging far is rare; the plan tests cover the deepest). */
const MAX_PAGE = 100;

const randomInt = (n: number) => Math.floor(Math.random() * n);
const pickOf = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/**
 * A Zipf-like draw over `n` ranks (weight 1/(rank+1)): rank 0 is the most read, but most draws
 * fall in the long tail. Answers a rank, by binary search over the cumulative weights.
 */
export function zipf(n: number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1);
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * The crowd: CROWD_MEMBERS members with their own tokens (and the readers of CROWD_CONVERSATIONS
 * conversations), every published article ranked by comments and drawn Zipf-like, random pages of
 * each list and random search words, and a browsing mix of all of them. Written by our team for
 * `npm run bench -- --crowd`; the tokens are returned to be deleted after the run.
 */
export async function crowdTargets(
  db: Db,
): Promise<{ targets: CrowdTarget[]; tokens: string[]; cleanup: (db: Db) => Promise<unknown> }> {
  const visible = sql`u.opted_out = false and u.hcp_status = 'verified' and u.erased_at is null and u.role = 'member'`;
  const { rows: members } = await sql<{ id: number }>`
    select id from users u where ${visible} order by md5(id::text) limit ${CROWD_MEMBERS}`.execute(db);
  const { rows: pairs } = await sql<{ a: number; b: number }>`
    select distinct least(sender_id, receiver_id) as a, greatest(sender_id, receiver_id) as b,
      md5(least(sender_id, receiver_id)::text || greatest(sender_id, receiver_id)::text) as o
    from messages order by o limit ${CROWD_CONVERSATIONS}`.execute(db);
  const { rows: articles } = await sql<{ id: number; comments: number }>`
    select id, comment_count as comments from posts
    where status = 'published' and kind = 'article' order by comment_count desc, id`.execute(db);
  const { rows: counts } = await sql<{
    news: number;
    directory: number;
    modules: number;
    console: number;
    queue: number;
  }>`
    select (select count(*)::int from posts where status = 'published' and kind = 'article'
              and tags @> array['clinical-news']::text[]) as news,
           (select count(*)::int from users u where ${visible}) as directory,
           (select count(*)::int from education_modules) as modules,
           (select count(*)::int from posts) as console,
           (select count(*)::int from moderation_items where state = 'open') as queue`.execute(db);
  // Saved lists and inboxes: members drawn from those who have one, each asking for a page of their own.
  const { rows: savers } = await sql<{ id: number; saves: number }>`
    select s.user_id as id, count(*)::int as saves from saved_posts s join users u on u.id = s.user_id
    where ${visible} group by s.user_id order by md5(s.user_id::text) limit ${CROWD_MEMBERS}`.execute(db);
  const { rows: partnerRows } = await sql<{ id: number }>`
    select u.id from users u where ${visible} and u.id = any(${pairs.flatMap((p) => [p.a, p.b])}::int[])`.execute(db);
  const legal = DeploymentSchema.parse({}).legal;
  // The console and the queue are staff's: one administrator of the bench's own, signed in with the
  // second factor, removed again after the run.
  const { rows: staffRows } = await sql<{ id: number }>`
    insert into users (email, title, first_name, last_name, region, customer_id, digital_id, crm_country, role,
      hcp_status, email_verified_at, terms_version, privacy_version)
    values ('bench-crowd-staff@bench.invalid', 'Dr', 'Bench', 'Staff', 'GB', 'C-bench-staff', gen_random_uuid()::text,
      'GB', 'admin', 'verified', now(), ${legal.terms.version}, ${legal.privacy.version})
    on conflict (lower(email)) do update set role = 'admin' returning id`.execute(db);
  const staffId = staffRows[0]!.id;
  if (members.length === 0 || articles.length === 0) throw new Error('no members or articles to measure a crowd on');

  const tokens = new Map<number, string>();
  for (const id of new Set([...members.map((m) => m.id), ...pairs.map((p) => p.a)])) {
    tokens.set(id, await issueAccessToken(db, id));
  }
  for (const { id } of [...savers, ...partnerRows]) if (!tokens.has(id)) tokens.set(id, await issueAccessToken(db, id));
  tokens.set(staffId, await issueAccessToken(db, staffId, [SECOND_FACTOR_AMR]));
  const memberIds = members.map((m) => m.id);
  const auth = (id: number) => ({ authorization: `Bearer ${tokens.get(id)}` });
  const anyone = () => auth(pickOf(memberIds));
  const article = zipf(articles.length);
  const pages = (rows: number, size: number) => Math.max(1, Math.min(MAX_PAGE, Math.ceil(rows / size)));
  const newsPages = pages(counts[0]!.news, PAGE_SIZE.newsByType);
  const directoryPages = pages(counts[0]!.directory, PAGE_SIZE.members);
  const modulePages = pages(counts[0]!.modules, PAGE_SIZE.modules);
  const consolePages = pages(counts[0]!.console, 25);
  const queuePages = pages(counts[0]!.queue, 25);
  const searchPages = pages(SEARCH_RANKED_PER_GROUP, CATEGORY_SEARCH_PAGE_SIZE);
  const partners = partnerRows.map((p) => p.id);
  const staff = auth(staffId);
  const hot = articles[0]!.id;

  const reads = {
    user: () => ({ path: '/api/user', headers: anyone() }),
    article: () => ({ path: `/api/information/news/${articles[article()]!.id}`, headers: anyone() }),
    hotArticle: () => ({ path: `/api/information/news/${hot}`, headers: anyone() }),
    firstComments: () => ({
      path: `/api/comment/${articles[article()]!.id}?limit=${PAGE_SIZE.comments}&page=1`,
      headers: anyone(),
    }),
    commentPage: () => {
      const a = articles[article()]!;
      const page = 1 + randomInt(Math.min(10, pages(a.comments, PAGE_SIZE.comments)));
      return { path: `/api/comment/${a.id}?limit=${PAGE_SIZE.comments}&page=${page}`, headers: anyone() };
    },
    newsList: () => ({
      path: `/api/information/news?tag=clinical-news&limit=${PAGE_SIZE.newsByType}&page=${1 + randomInt(newsPages)}`,
      headers: anyone(),
    }),
    conversation: () => {
      const p = pickOf(pairs);
      return { path: `/api/messages/${p.b}?page=1`, headers: auth(p.a) };
    },
    directory: () => ({
      path: `/api/user/all?page=${1 + randomInt(directoryPages)}&limit=${PAGE_SIZE.members}`,
      headers: anyone(),
    }),
    search: () => ({ path: `/api/search?q=${pickOf(WORDS)}`, headers: anyone() }),
    moduleSearch: () => ({ path: `/api/education/modules/search?name=${pickOf(WORDS)}`, headers: anyone() }),
    moduleList: () => ({
      path: `/api/education/education-modules?page=${1 + randomInt(modulePages)}&limit=${PAGE_SIZE.modules}`,
      headers: anyone(),
    }),
    savedPosts: () => {
      const s = pickOf(savers);
      return { path: `/api/save-article?page=${1 + randomInt(pages(s.saves, 10))}&limit=10`, headers: auth(s.id) };
    },
    savedModules: () => ({ path: `/api/education/save-education-modules?page=1`, headers: anyone() }),
    inbox: () => ({ path: `/api/messages?page=1`, headers: auth(pickOf(partners)) }),
    categorySearch: () => ({
      path: `/api/search?q=${pickOf(WORDS)}&category=articles&page=${1 + randomInt(searchPages)}`,
      headers: anyone(),
    }),
    consoleList: () => ({ path: `/api/admin/content?page=${1 + randomInt(consolePages)}`, headers: staff }),
    moderationQueue: () => ({
      path: `/api/admin/moderation/items?state=open&page=${1 + randomInt(queuePages)}`,
      headers: staff,
    }),
  } satisfies Record<string, () => CrowdRequest>;

  // What one member's browsing asks for, by share: mostly articles and their comments.
  const mix: [() => CrowdRequest, number][] = [
    [reads.article, 30],
    [reads.firstComments, 10],
    [reads.commentPage, 10],
    [reads.newsList, 15],
    [reads.user, 10],
    [reads.conversation, 10],
    [reads.directory, 5],
    [reads.search, 7],
    [reads.moduleSearch, 3],
    [reads.moduleList, 2],
    [reads.savedPosts, 2],
    [reads.inbox, 4],
    [reads.categorySearch, 2],
  ];
  const mixTotal = mix.reduce((s, [, w]) => s + w, 0);
  const browse = () => {
    let x = Math.random() * mixTotal;
    for (const [read, w] of mix) if ((x -= w) < 0) return read();
    return mix[0]![0]();
  };

  return {
    tokens: [...tokens.values()],
    cleanup: (d: Db) => d.deleteFrom('users').where('id', '=', staffId).execute(),
    targets: [
      { name: 'current member', next: reads.user },
      { name: `article, Zipf over all ${articles.length}`, next: reads.article },
      { name: 'the same article every time', next: reads.hotArticle },
      { name: 'comments, first page (Zipf)', next: reads.firstComments },
      { name: 'comments, a random page 1-10', next: reads.commentPage },
      { name: `news list, a random page 1-${newsPages}`, next: reads.newsList },
      { name: 'conversation page', next: reads.conversation },
      { name: `member directory, a random page 1-${directoryPages}`, next: reads.directory },
      { name: 'site search, a random word', next: reads.search },
      { name: 'module search, a random word', next: reads.moduleSearch },
      { name: `education modules, a random page 1-${modulePages}`, next: reads.moduleList },
      { name: 'saved articles, a random page of their own', next: reads.savedPosts },
      { name: 'saved modules, first page', next: reads.savedModules },
      { name: 'conversation list (inbox)', next: reads.inbox },
      { name: `site search, one category, a random page 1-${searchPages}`, next: reads.categorySearch },
      { name: `console content list, a random page 1-${consolePages}`, next: reads.consoleList },
      { name: `moderation queue, a random page 1-${queuePages}`, next: reads.moderationQueue },
      { name: 'a browsing mix of the above', next: browse },
    ],
  };
}

/** Hits and misses of each announced cache, from the product's Prometheus metrics (loopback, no token). */
export async function cacheCounters(baseUrl: string): Promise<Map<string, { hits: number; misses: number }>> {
  const text = await (await fetch(`${baseUrl}/api/metrics`)).text();
  const counters = new Map<string, { hits: number; misses: number }>();
  for (const m of text.matchAll(/^aatd_cache_(hits|misses)_total\{cache="([^"]+)"\} (\d+(?:\.\d+)?)/gm)) {
    const entry = counters.get(m[2]!) ?? { hits: 0, misses: 0 };
    entry[m[1] as 'hits' | 'misses'] = Number(m[3]);
    counters.set(m[2]!, entry);
  }
  return counters;
}

/** Each cache's hit rate between two readings of cacheCounters, for the caches that were asked. */
export function hitRates(
  before: Map<string, { hits: number; misses: number }>,
  after: Map<string, { hits: number; misses: number }>,
): string {
  const rates: string[] = [];
  for (const [name, a] of after) {
    const b = before.get(name) ?? { hits: 0, misses: 0 };
    const hits = a.hits - b.hits;
    const lookups = hits + a.misses - b.misses;
    if (lookups > 0) rates.push(`${name} ${((100 * hits) / lookups).toFixed(0)}%`);
  }
  return rates.join(', ') || '—';
}
