import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type QueryResult } from 'kysely';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle, Db } from '../db/database.js';
import { seedScale, type ScaleSizes } from '../seed/scale/index.js';
import { forgetListTotals, pageWindow, type PageWindow } from './pagination.js';
import { listPostsByTag } from './posts/posts.repository.js';
import { getCommentPage } from './posts/comment-page.repository.js';
import { listMembers } from '../features/members/members.repository.js';
import { readConversation } from '../features/messaging/conversations.repository.js';
import { listAudit } from '../features/admin-audit/admin-audit.repository.js';
import { listSavedPosts } from '../features/saved-posts/saved-posts.repository.js';
import { listSavedModules } from '../features/modules/saved-modules.repository.js';
import { listModules, searchModules } from '../features/modules/modules.repository.js';
import { listItems as listQueue } from '../features/moderation-queue/moderation-queue.repository.js';
import { listItems as listConsoleContent } from '../features/console-content/console-content.repository.js';
import { listConversations } from '../features/messaging/conversations.repository.js';
import { searchPostGroups, searchProfiles } from '../features/search/search.repository.js';
import {
  CATEGORY_SEARCH_PAGE_SIZE,
  CONTENT_SORTS,
  MODULE_SEARCH_LIMIT,
  PAGE_SIZE,
  SEARCH_RANKED_PER_GROUP,
} from '@aatd/contract';

/**
 * The plans of the deepest page of each long list, on a data set large enough that an OFFSET or a
 * sequential scan shows: every statement a page costs (after the list's kept total and kept page
 * positions are warm, as they are for every request but one in TOTAL_TTL_MS) must read its big
 * table through an index and read a bounded number of rows — about what the page shows, never
 * what lies before it.
 */
const sizes: ScaleSizes = {
  members: 2_500,
  articlesPerNewsGroup: 600,
  postsPerEducationCategory: 4,
  conferences: 4,
  modules: 1_000,
  comments: 1_000,
  messages: 8_000,
  conversations: 16,
  ratings: 300,
  savedPosts: 200,
  savedModules: 20,
};
/** Extra top-level comments on the one long thread, audit rows, queue items, and the partners of one member's inbox. */
const THREAD = 20_000;
const AUDIT_ROWS = 20_000;
const QUEUE_ITEMS = 20_000;
const PARTNERS = 300;
/** Namesakes: visible members who share the first name the member-name search looks for. */
const NAMESAKES = 3_000;
/** A deep page may read what it shows plus at most this many rows before it, on any table. */
const MAX_ROWS_READ = 500;

let handle: DatabaseHandle;
let db: Db;
let threadPostId: number;
let viewerId: number;
let pair: { a: number; b: number; messages: number };
let saves: { posts: number; modules: number };
let consoleItems: number;
let saverId: number;

beforeAll(async () => {
  handle = await createTestDatabase({ statementTimeoutMs: 120_000 });
  db = handle.db;
  await seedScale(db, sizes);
  const newest = await db
    .selectFrom('posts')
    .select('id')
    .where('kind', '=', 'article')
    .orderBy('published_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  threadPostId = newest.id;
  const members = await db
    .selectFrom('users')
    .select((eb) => [eb.fn.min('id').as('first')])
    .executeTakeFirstOrThrow();
  viewerId = Number(members.first);
  await sql`
    insert into comments (post_id, user_id, parent_id, text, is_sample, created_at, updated_at)
    select ${threadPostId}, ${viewerId} + 1 + g % 2000, null, 'Plan comment ' || g, true,
      now() - g * interval '7 seconds', now() - g * interval '7 seconds'
    from generate_series(1, ${THREAD}) g`.execute(db);
  await sql`
    insert into audit_log (at, actor_id, action, target_type, target_id, details)
    select now() - g * interval '11 seconds', ${viewerId}, 'content.publish', 'post', (g % 500)::text, '{}'
    from generate_series(1, ${AUDIT_ROWS}) g`.execute(db);
  const { rows } = await sql<{ a: number; b: number; n: string }>`
    select least(sender_id, receiver_id) as a, greatest(sender_id, receiver_id) as b, count(*) as n
    from messages group by 1, 2 order by 3 desc limit 1`.execute(db);
  pair = { a: rows[0]!.a, b: rows[0]!.b, messages: Number(rows[0]!.n) };
  // One member saved every published post and every module; one queue of 20,000 items, half closed.
  saverId = viewerId + 2;
  await sql`
    insert into saved_posts (user_id, post_id, created_at)
    select ${saverId}, id, now() - id * interval '1 minute' from posts where status = 'published' and kind <> 'module'
    on conflict do nothing`.execute(db);
  await sql`
    insert into saved_modules (user_id, module_id, created_at)
    select ${saverId}, id, now() - id * interval '1 minute' from education_modules on conflict do nothing`.execute(db);
  await sql`
    insert into moderation_items (source, reason, author_id, state, priority, created_at, resolution, resolved_at)
    select 'rule', case when g % 40 = 0 then 'adverseEvent' else 'watchedTerm' end, ${viewerId} + 1 + g % 2000,
      case when g % 2 = 0 then 'open' else 'closed' end, g % 3, now() - g * interval '13 seconds',
      case when g % 2 = 1 then 'dismiss' end, case when g % 2 = 1 then now() - g * interval '5 seconds' end
    from generate_series(1, ${QUEUE_ITEMS}) g`.execute(db);
  // The first member of the longest conversation also wrote to PARTNERS others, once each.
  await sql`
    insert into messages (sender_id, receiver_id, text, created_at)
    select ${pair.a}, u.id, 'Plan hello', now() - u.id * interval '1 minute'
    from (select id from users where id not in (${pair.a}, ${pair.b}) and hcp_status = 'verified'
            and opted_out = false and erased_at is null order by id limit ${PARTNERS}) u`.execute(db);
  // Namesakes copy a verified member's other columns.
  await sql`
    insert into users (email, password_hash, title, first_name, last_name, seniority, speciality, region,
      organisation, email_verified_at, hcp_status, hcp_verified_at, opted_out, customer_id, digital_id,
      crm_country, is_sample, created_at, updated_at, terms_version, privacy_version)
    select 'plan-namesake-' || g || '@scale.example', null, u.title, 'Annabel', 'Namesake' || g, u.seniority,
      u.speciality, u.region, u.organisation, u.email_verified_at, 'verified', u.hcp_verified_at, false,
      'C-plan-' || g, gen_random_uuid()::text, u.crm_country, true, u.created_at, u.updated_at, u.terms_version,
      u.privacy_version
    from generate_series(1, ${NAMESAKES}) g
    cross join (select * from users where hcp_status = 'verified' and opted_out = false and erased_at is null
                order by id limit 1) u`.execute(db);
  const counted = await sql<{ posts: number; modules: number; console: number }>`
    select (select count(*)::int from saved_posts where user_id = ${saverId}) as posts,
           (select count(*)::int from saved_modules where user_id = ${saverId}) as modules,
           (select count(*)::int from posts) as console`.execute(db);
  saves = { posts: counted.rows[0]!.posts, modules: counted.rows[0]!.modules };
  consoleItems = counted.rows[0]!.console;
  await sql`vacuum analyze`.execute(db);
}, 600_000);
afterAll(async () => handle?.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** Runs `work` and returns every statement it sent, in order (the Kysely executor is shared by all builders). */
async function statementsOf(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
  const executor = db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  const seen: CompiledQuery[] = [];
  executor.executeQuery = ((query: CompiledQuery, queryId: never): Promise<QueryResult<unknown>> => {
    seen.push(query);
    return original(query, queryId);
  }) as typeof executor.executeQuery;
  try {
    await work();
  } finally {
    executor.executeQuery = original;
  }
  return seen;
}

/** EXPLAIN ANALYZE of one statement: every node of its plan, with the rows each really read. */
async function planOf(query: CompiledQuery): Promise<PlanNode[]> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  );
  const raw = rows[0]!['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodes(json[0]!.Plan);
}

const readRows = (n: PlanNode) =>
  ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) *
  (n['Actual Loops'] ?? 1);

/**
 * The statements one page costs once its list's kept values are warm (the first call warms them),
 * each explained: no sequential scan of a big table, and no node reads more than MAX_ROWS_READ rows.
 */
async function expectBoundedPage(bigTables: string[], readPage: () => Promise<unknown>) {
  forgetListTotals();
  await readPage();
  const statements = await statementsOf(readPage);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    const plan = await planOf(statement);
    const scans = plan.filter((n) => n['Relation Name'] !== undefined);
    for (const scan of scans) {
      const where = `${scan['Node Type']} on ${scan['Relation Name']} in: ${statement.sql}`;
      if (bigTables.includes(scan['Relation Name']!)) expect(scan['Node Type'], where).not.toBe('Seq Scan');
      expect(readRows(scan), where).toBeLessThanOrEqual(MAX_ROWS_READ);
    }
    for (const n of plan) {
      expect(readRows(n), `${n['Node Type']} in: ${statement.sql}`).toBeLessThanOrEqual(MAX_ROWS_READ);
    }
  }
}

const lastPage = (rows: number, limit: number): PageWindow => pageWindow(Math.max(1, Math.ceil(rows / limit)), limit);

describe('the deepest page of each long list reads about what it shows', () => {
  it('news list, newest first', async () => {
    const articles = 4 * sizes.articlesPerNewsGroup;
    await expectBoundedPage(['posts'], () =>
      listPostsByTag(
        db,
        { sortBy: 'added', orderBy: 'desc', userId: viewerId, kind: 'article' },
        lastPage(articles, 20),
      ),
    );
  });

  it('comments of a long thread', async () => {
    const total = await db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('post_id', '=', threadPostId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const page = lastPage(Number(total.n), 10);
    expect(page.page).toBeGreaterThan(1_500);
    await expectBoundedPage(['comments'], () => getCommentPage(db, threadPostId, page, viewerId));
    // A full page short of the last one: its total is kept on the post (the seed's and the bulk
    // insert's comments counted by the database), and it still reads about what it shows.
    const deep = pageWindow(page.page - 1, 10);
    const visible = await db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('post_id', '=', threadPostId)
      .where('parent_id', 'is', null)
      .where('review_state', '=', 'visible')
      .executeTakeFirstOrThrow();
    expect((await getCommentPage(db, threadPostId, deep, viewerId))?.total_comments).toBe(Number(visible.n));
    await expectBoundedPage(['comments'], () => getCommentPage(db, threadPostId, deep, viewerId));
  });

  it('member directory', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from users
      where opted_out = false and hcp_status = 'verified' and erased_at is null and role = 'member'`.execute(db);
    expect(rows[0]!.n).toBeGreaterThan(1_500);
    await expectBoundedPage(['users'], () => listMembers(db, viewerId, lastPage(rows[0]!.n - 1, 20)));
  });

  it('conversation messages, the oldest page', async () => {
    expect(pair.messages).toBeGreaterThan(1_500);
    await expectBoundedPage(['messages'], () => readConversation(db, pair.a, pair.b, lastPage(pair.messages, 20)));
  });

  it('console audit log', async () => {
    await expectBoundedPage(['audit_log'], () => listAudit(db, {}, lastPage(AUDIT_ROWS, 50)));
  });

  it('saved articles (favourites)', async () => {
    expect(saves.posts).toBeGreaterThan(1_500);
    await expectBoundedPage(['saved_posts', 'posts'], () => listSavedPosts(db, saverId, lastPage(saves.posts, 10)));
  });

  it('saved modules', async () => {
    expect(saves.modules).toBeGreaterThan(500);
    await expectBoundedPage(['saved_modules', 'education_modules'], () =>
      listSavedModules(db, saverId, lastPage(saves.modules, PAGE_SIZE.savedModules)),
    );
  });

  it('education modules, each order', async () => {
    for (const sortBy of ['added', 'views', 'recommended'] as const) {
      await expectBoundedPage(['education_modules'], () =>
        listModules(db, { memberId: viewerId, sortBy, orderBy: 'desc' }, lastPage(sizes.modules, PAGE_SIZE.modules)),
      );
    }
  });

  it('education module search: the best hits of a topic and of a word every module has', async () => {
    const { rows } = await sql<{ topic: string }>`select topic from education_modules limit 1`.execute(db);
    for (const q of [
      { name: '', topic: rows[0]!.topic },
      { name: 'scale', topic: '' },
    ]) {
      await expectBoundedPage(['education_modules'], () =>
        searchModules(db, { ...q, memberId: null, bookmarkedOnly: false, sort: 'newest', limit: MODULE_SEARCH_LIMIT }),
      );
    }
  });

  it('moderation queue, open by waiting and by priority, and closed', async () => {
    for (const q of [
      { state: 'open', sort: 'waiting' },
      { state: 'open', sort: 'priority' },
      { state: 'closed' },
    ] as const) {
      await expectBoundedPage(['moderation_items'], () => listQueue(db, q, lastPage(QUEUE_ITEMS / 2, 25)));
    }
  });

  it('console content list, in each of its orders both ways', async () => {
    expect(consoleItems).toBeGreaterThan(1_500);
    for (const sort of CONTENT_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        await expectBoundedPage(['posts', 'post_revisions', 'post_console_keys'], () =>
          listConsoleContent(db, { sort, order }, lastPage(consoleItems, 25)),
        );
      }
    }
  });

  it('conversation list of a member with a long conversation and many partners', async () => {
    await expectBoundedPage(['messages'], () => listConversations(db, pair.a, lastPage(PARTNERS, 20)));
  });

  it('member-name site search, the deepest page of a name thousands share, and a word no name has', async () => {
    for (const q of ['Annabel', 'annabel namesake', 'bronchodilator']) {
      await expectBoundedPage(['users'], () =>
        searchProfiles(db, q, lastPage(SEARCH_RANKED_PER_GROUP, CATEGORY_SEARCH_PAGE_SIZE), viewerId),
      );
    }
  });

  it('site search, the deepest page of an article category for its most common word', async () => {
    const { rows } = await sql<{ word: string }>`
      select word from ts_stat('select search_vector from posts where kind = ''article''')
      order by ndoc desc limit 1`.execute(db);
    const deepest = lastPage(SEARCH_RANKED_PER_GROUP, CATEGORY_SEARCH_PAGE_SIZE);
    await expectBoundedPage(['posts'], () => searchPostGroups(db, rows[0]!.word, ['articles'], 300, deepest));
  });
});
