import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forSerializer, responseSerializerCompiler } from './response-serializer.js';

const Member = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  address: z.object({ city: z.string() }).nullable(),
  tags: z.array(z.string()),
});
const Hit = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), id: z.number().int(), title: z.string() }),
  z.object({ type: z.literal('profile'), id: z.number().int(), firstName: z.string() }),
]);
const Hits = z.object({ hits: z.array(Hit) });
const Shouted = z.object({ word: z.string().transform((w) => w.toUpperCase()) });

const stored = {
  id: 7,
  name: 'Dr Sample',
  image: null,
  address: { city: 'Sampletown', postcode: 'SECRET' },
  tags: ['a', 'b'],
  passwordHash: 'never sent',
};

async function appWith(verify: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ verify }));
  const route = (url: string, schema: z.ZodType, body: unknown) =>
    app.get(url, { schema: { response: { 200: schema } } }, async () => body);
  route('/member', Member, stored);
  route('/member-without-address', Member, { ...stored, address: null, image: '/media/a.webp' });
  route('/hits', Hits, {
    hits: [
      { type: 'post', id: 1, title: 'A post', rating: 3 },
      { type: 'profile', id: 2, firstName: 'Ann', email: 'ann@example.test' },
    ],
  });
  route('/shouted', Shouted, { word: 'quiet' });
  route('/wrong-type', Member, { ...stored, name: 5 });
  await app.ready();
  return app;
}

let production: FastifyInstance;
let verified: FastifyInstance;
beforeAll(async () => {
  [production, verified] = await Promise.all([appWith(false), appWith(true)]);
});
afterAll(() => Promise.all([production?.close(), verified?.close()]));

describe('answers written by serializers compiled from the contract', () => {
  it.each([
    ['production', () => production],
    ['the test suite', () => verified],
  ])('write only the contract’s fields, nested ones too (%s)', async (_mode, app) => {
    const res = await app().inject({ url: '/member' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 7,
      name: 'Dr Sample',
      image: null,
      address: { city: 'Sampletown' },
      tags: ['a', 'b'],
    });
    expect(res.body).not.toContain('never sent');
    expect(res.body).not.toContain('SECRET');
    expect((await app().inject({ url: '/member-without-address' })).json()).toMatchObject({
      image: '/media/a.webp',
      address: null,
    });
  });

  it('write each kind of a union with its own fields', async () => {
    for (const app of [production, verified]) {
      expect((await app.inject({ url: '/hits' })).json()).toEqual({
        hits: [
          { type: 'post', id: 1, title: 'A post' },
          { type: 'profile', id: 2, firstName: 'Ann' },
        ],
      });
    }
  });

  it('keep zod’s parse for a schema JSON Schema cannot hold (a transform)', async () => {
    for (const app of [production, verified]) {
      expect((await app.inject({ url: '/shouted' })).json()).toEqual({ word: 'QUIET' });
    }
  });

  it('refuse, in the test suite, an answer that breaks the contract; production skips the check', async () => {
    expect((await verified.inject({ url: '/wrong-type' })).statusCode).toBe(500);
    expect((await production.inject({ url: '/wrong-type' })).json()).toMatchObject({ name: '5' });
  });
});

describe('forSerializer', () => {
  it('drops additionalProperties: false, so a union’s branch is chosen despite an extra field', () => {
    expect(
      forSerializer({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
  });

  it('turns zod’s anyOf [type, null] into the type with nullable', () => {
    expect(forSerializer({ anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }], description: 'd' })).toEqual({
      type: 'string',
      minLength: 1,
      nullable: true,
      description: 'd',
    });
  });

  it('leaves a union of two kinds, and one of a union and null, as they are', () => {
    const twoKinds = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(forSerializer(twoKinds)).toEqual(twoKinds);
    const unionOrNull = { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'null' }] };
    expect(forSerializer(unionOrNull)).toEqual(unionOrNull);
  });
});
