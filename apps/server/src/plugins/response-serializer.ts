import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

type Serialize = (data: unknown) => string;
type JsonSchema = { [key: string]: unknown };

/**
 * Answers are written by serializers compiled from their contract schemas (fast-json-stringify):
 * like zod's parse they write only the schema's fields, so nothing a presenter forgot to leave out
 * reaches the browser, but they skip checking every value on every answer, which cost a list page
 * about a tenth of its server time. A schema JSON Schema cannot express (a transform) keeps zod's
 * parse and JSON.stringify.
 *
 * `verify` (the test suite) also runs zod's check on every answer and insists the compiled
 * text says the same, so every API test proves the production serializer against the contract.
 */
export function responseSerializerCompiler(options: { verify: boolean }) {
  const compiled = new WeakMap<z.ZodType, Serialize>();
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }): Serialize => {
    const zodSchema = resolveSchema(schema);
    let write = compiled.get(zodSchema);
    if (!write) {
      write = compile(zodSchema) ?? ((data) => JSON.stringify(parseOrThrow(zodSchema, data, method, url)));
      compiled.set(zodSchema, write);
    }
    if (!options.verify) return write;
    const fast = write;
    return (data) => {
      const text = fast(data);
      const checked = parseOrThrow(zodSchema, data, method, url);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(checked)))) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${text}, the contract ${JSON.stringify(checked)}`,
        );
      }
      return text;
    };
  };
}

function resolveSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown }).properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

function parseOrThrow(schema: z.ZodType, data: unknown, method: string, url: string): unknown {
  const result = schema.safeParse(data);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return result.data;
}

/** The compiled serializer, or undefined when the schema has parts JSON Schema cannot hold. */
function compile(schema: z.ZodType): Serialize | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as JsonSchema;
  } catch {
    return undefined;
  }
  return fastJsonStringify(forSerializer(json) as never) as Serialize;
}

/**
 * Readies zod's JSON Schema for fast-json-stringify. It leaves undeclared fields out by itself; a
 * `additionalProperties: false` left in would make its choice of a union's branch (a check of the
 * whole value) refuse an object with an extra field, where zod leaves the field out.
 * zod writes `.nullable()` as anyOf [the type, null]; fast-json-stringify picks an anyOf branch by
 * running a validator on every value, but reads `nullable` with a plain check.
 */
export function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forSerializer(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out;
  const isNull = (s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1;
  const other = anyOf.find((s) => !isNull(s));
  if (!other || !anyOf.some(isNull) || !other.type || other.anyOf || other.oneOf) return out;
  const { anyOf: _nullable, ...rest } = out;
  return { ...rest, ...other, nullable: true };
}
