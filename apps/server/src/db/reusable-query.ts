import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

/** What a parameter may be: a value Kysely passes to the driver as it is. */
export type ParamValue = string | number | boolean | Date | null | readonly number[];

/** Stands for one named parameter while the query is built once; each run puts the value in its place. */
class Slot {
  constructor(readonly key: string) {}
  // Code that reads a parameter while building would bake the first caller's value into the SQL.
  [Symbol.toPrimitive](): never {
    throw new Error(`reusableQuery: "${this.key}" was read while building; hand it to Kysely as a value`);
  }
}

type Compiled<O> = { query: CompiledQuery<O>; fill: (params: Record<string, ParamValue>) => readonly unknown[] };

function compileOnce<O>(db: Db, build: (db: Db, p: never, shape: never) => Compilable<O>, shape: unknown): Compiled<O> {
  const slots = new Proxy({} as Record<string, Slot>, {
    get: (seen, key) => (typeof key === 'string' ? (seen[key] ??= new Slot(key)) : undefined),
  });
  const query = build(db, slots as never, shape as never).compile();
  // Per position: the parameter's name, or the constant the builder put there.
  const positions = query.parameters.map((value) => (value instanceof Slot ? value : { constant: value }));
  return {
    query,
    fill: (params) =>
      positions.map((p) => {
        if (!(p instanceof Slot)) return p.constant;
        const v = params[p.key];
        if (v === undefined) throw new Error(`reusableQuery: no value for "${p.key}"`);
        return v;
      }),
  };
}

/** Shapes beyond this many are compiled on every call and not kept: shapes should be a few enums. */
const MAX_SHAPES = 64;

/**
 * A query built and compiled once, then run with new values for its named parameters: building
 * and compiling one of the larger reads cost its request about a fifth of its CPU.
 *
 * The builder gets the parameters as stand-ins and must pass them to Kysely only as values (in a
 * where, a limit, a `sql` template), never read them: reading one throws. It must not close over
 * anything that changes between calls. What changes the SQL's form (an optional filter, the sort
 * order) is the `shape`, a small JSON value: one compiled query is kept per shape.
 *
 * Runs on the `db` or transaction it is given. Statement counts are unchanged (test/query-count.ts
 * counts executions).
 */
export function reusableQuery<P extends Record<string, ParamValue>, O, S = undefined>(
  build: (db: Db, p: P, shape: S) => Compilable<O>,
) {
  const byShape = new Map<string, Compiled<O>>();
  const untyped = build as (db: Db, p: never, shape: never) => Compilable<O>;
  return async (db: Db, params: P, ...[shape]: S extends undefined ? [] : [shape: S]): Promise<O[]> => {
    const key = shape === undefined ? '' : JSON.stringify(shape);
    let compiled = byShape.get(key);
    if (!compiled) {
      compiled = compileOnce(db, untyped, shape);
      if (byShape.size < MAX_SHAPES) byShape.set(key, compiled);
    }
    const result = await db.executeQuery<O>({ ...compiled.query, parameters: compiled.fill(params) });
    return result.rows;
  };
}
