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
  modules: 10,
  comments: 1_000,
  messages: 8_000,
  conversations: 16,
  ratings: 300,
  savedPosts: 200,
  savedModules: 20,
};
/** Extra top-level comments on the one long thread, and audit rows. */
const THREAD = 20_000;
const AUDIT_ROWS = 20_000;
/** A deep page may read what it shows plus at most this many rows before it, on any table. */
const MAX_ROWS_READ = 500;

let handle: DatabaseHandle;
let db: Db;
let threadPostId: number;
let viewerId: number;
let pair: { a: number; b: number; messages: number };

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
});
