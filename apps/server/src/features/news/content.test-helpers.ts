import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { buildApp } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { DeploymentSchema } from '../../config/deployment.js';
import { createTestDatabase } from '../../test/test-database.js';
import { insertPosts, type PostInput } from '../posts/posts.repository.js';

/** Counts SQL statements (BEGIN/COMMIT are not statements the app writes) for the 3-query budget. */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export const BRAND = 'Alphacure';

/** The real app on a fresh database, whose queries are counted; invented brand names only. */
export async function buildCountingApp(): Promise<{ app: FastifyInstance; counter: QueryCounter }> {
  const database = await createTestDatabase();
  const counter = new QueryCounter();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join('/tmp', `aatd-news-test-${process.pid}-${Date.now()}`),
    LOG_LEVEL: 'silent',
  });
  const deployment = DeploymentSchema.parse({ sampleContent: false, brandNames: [BRAND] });
  const app = await buildApp({
    env,
    deployment,
    database: { ...database, db: database.db.withPlugin(counter) },
    logger: false,
  });
  await app.ready();
  return { app, counter };
}

/** Runs one request and tells how many SQL statements it made (auth included). */
export async function countQueries<T>(
  counter: QueryCounter,
  run: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const before = counter.count;
  const result = await run();
  return { result, queries: counter.count - before };
}

let n = 0;
export const news = (over: Partial<PostInput> = {}): PostInput => {
  n += 1;
  return {
    kind: 'article',
    tags: ['information', 'clinical-news'],
    newsGroup: 'CLINICAL_NEWS',
    title: `Sample content: article ${n}`,
    excerpt: 'Sample content excerpt',
    html: '<p>Sample body</p>',
    category: 'Sample category',
    articleSource: 'Sample source',
    authors: 'Sample Author',
    articleUrl: `https://example.org/sample-article-${n}`,
    publishedAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
    ...over,
  };
};

export const seedPosts = (app: FastifyInstance, items: PostInput[]) => insertPosts(app.db, items);
