import type { FastifyInstance } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the SQL statements the app runs (BEGIN/COMMIT are not counted), as each answers: a
 * reusable query (db/reusable-query.ts) is compiled once and run many times. A Kysely plugin, so
 * statements inside transactions count too. Every test app carries one (build-test-app.ts).
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

const counters = new WeakMap<FastifyInstance, QueryCounter>();
export const attachQueryCounter = (app: FastifyInstance, counter: QueryCounter) => counters.set(app, counter);

/**
 * Runs some work (usually one request) and tells how many SQL statements it made, auth included:
 * the app first forgets the tokens and answers it holds (core/announced-cache.ts), so the count is
 * the most a request can make, unless `held` is set.
 */
export async function countQueries<T>(
  app: FastifyInstance,
  run: () => Promise<T>,
  opts: { held?: boolean } = {},
): Promise<{ result: T; queries: number }> {
  const counter = counters.get(app);
  if (!counter) throw new Error('countQueries needs an app from buildTestApp');
  if (!opts.held) app.forgetAllHeld();
  const before = counter.count;
  const result = await run();
  return { result, queries: counter.count - before };
}
