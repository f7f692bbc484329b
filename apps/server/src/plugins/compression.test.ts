import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_IN_ONE_CALL_BYTES, COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression.js';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Item number ${i}` })) };
const listOf = (n: number) => ({
  items: Array.from({ length: n }, (_, i) => ({ id: i, title: `News item number ${i}` })),
});
const answer = listOf(600);
const huge = listOf(4_000);
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerCompression(app);
  app.get('/big', async () => big);
  app.get('/answer', async () => answer);
  app.get('/huge', async () => huge);
  app.get('/small', async () => ({ ok: true }));
  app.get('/pdf', async (_req, reply) => reply.type('application/pdf').send(Buffer.alloc(10_000, 1)));
  app.get('/never', { compress: false }, async () => big);
  app.post('/echo', async (req) => req.body);
});
afterAll(() => app?.close());

describe('compression of API answers', () => {
  it('sends a large JSON answer brotli- or gzip-compressed as the browser accepts', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('compresses an answer up to 64 KB in one call, with its length known; a larger one streams', async () => {
    expect(JSON.stringify(answer).length).toBeGreaterThan(8_192);
    expect(JSON.stringify(answer).length).toBeLessThan(COMPRESS_IN_ONE_CALL_BYTES);
    expect(JSON.stringify(huge).length).toBeGreaterThan(COMPRESS_IN_ONE_CALL_BYTES);
    const whole = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } });
    expect(whole.headers['content-encoding']).toBe('br');
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(whole.rawPayload).toString())).toEqual(answer);
    const streamed = await app.inject({ url: '/huge', headers: { 'accept-encoding': 'br' } });
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(streamed.rawPayload).toString())).toEqual(huge);
  });

  it('leaves small answers, clients that accept nothing and already-compressed types alone', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const pdf = await app.inject({ url: '/pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
  });
});

describe('the compression hooks', () => {
  it('are left off a route that says its answer never reaches the threshold', async () => {
    const res = await app.inject({ url: '/never', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(big);
  });

  it('still decompress a request body sent compressed where a route takes a body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ hello: 'world' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'world' });
  });
});
