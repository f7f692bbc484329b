import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommonErrorCodes } from '@aatd/contract';
import { buildTestApp } from '../test/build-test-app.js';
import { AppError } from '../lib/app-error.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    setup: (a) => {
      a.get('/test/busy', async () => {
        throw new AppError(429, 'tooManyRequests', 'Slow down.');
      });
      a.get('/test/crash', async () => {
        throw new TypeError('Cannot read properties of undefined (reading secretColumn)');
      });
      // An error the handler itself trips over must not leak through Fastify's fallback either.
      a.get('/test/odd-error', async () => {
        const err = new Error('internal detail');
        Object.defineProperty(err, 'statusCode', {
          get: () => {
            throw new TypeError('getter blew up with internal text');
          },
        });
        throw err;
      });
    },
  });
});
afterAll(() => app?.close());

const NOT_AN_OBJECT = ['[]', '"x"', 'null', '42'];
const ROUTES = [
  '/api/auth/login',
  '/api/user/revoke-access-token',
  '/api/user/token',
  '/api/user/reset-password-email',
];

describe('a request body that is not an object', () => {
  it.each(ROUTES)('POST %s answers 400 in the usual shape, never the internal error', async (url) => {
    for (const payload of NOT_AN_OBJECT) {
      const res = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({
        errors: CommonErrorCodes.validation,
        message: 'The request body must be a JSON object.',
      });
    }
  });

  it('answers a text/plain body with 415, JSON-looking or not', async () => {
    for (const payload of ['hello', '{"email":"a@b.test","password":"x"}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        errors: 'unsupportedMediaType',
        message: 'The request content type is not supported.',
      });
    }
  });
});

describe('unexpected errors', () => {
  it.each(['/test/crash', '/test/odd-error'])('%s answers a 500 without the error text', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      errors: CommonErrorCodes.internal,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe('429 answers', () => {
  it('always say when to come back', async () => {
    const res = await app.inject({ url: '/test/busy' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ errors: 'tooManyRequests', message: 'Slow down.' });
  });
});
