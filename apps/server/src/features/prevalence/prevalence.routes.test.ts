import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrevalenceResponseSchema } from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember } from '../../test/factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

describe('GET /api/education/prevalence', () => {
  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/education/prevalence' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBe('unauthorized');
  });
  it('answers the five regions, the countries and their sources to a member', async () => {
    const { auth } = await createMember(app);
    const res = await app.inject({ method: 'GET', url: '/api/education/prevalence', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = PrevalenceResponseSchema.parse(res.json());
    expect(body.regions.map((r) => r.code).sort()).toEqual(['AFR', 'ALL', 'AUS', 'EU', 'NAM']);
    expect(body.countries.length).toBeGreaterThan(0);
    expect(body.sources.length).toBeGreaterThan(0);
  });
});
