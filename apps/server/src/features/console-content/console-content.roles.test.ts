import type { FastifyInstance } from 'fastify';
import type { Role } from '@aatd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { clinicalNews, consoleApi, contentIn } from '../../test/console-content.js';
import { createStaff } from '../../test/factories.js';

type Auth = { authorization: string };
let app: FastifyInstance;
let api: ReturnType<typeof consoleApi>;
let staff: { editor: Auth; reviewer: Auth };
const callers = {} as Record<Role, Auth>;

beforeAll(async () => {
  app = await buildTestApp();
  api = consoleApi(app);
  staff = { editor: (await createStaff(app, 'editor')).auth, reviewer: (await createStaff(app, 'reviewer')).auth };
  for (const role of ['member', 'moderator', 'safety', 'editor', 'reviewer', 'admin'] as const) {
    callers[role] = (await createStaff(app, role)).auth;
  }
});
afterAll(() => app?.close());

type Prepared = 'none' | 'draft' | 'in_review' | 'approved' | 'published' | 'two-versions';
interface RouteCase {
  route: string;
  needs: Prepared;
  allowed: Role[];
  run: (auth: Auth, id: number) => Promise<{ status: number; body: { errors?: string } }>;
}

const EDITORS: Role[] = ['editor', 'admin'];
const REVIEWERS: Role[] = ['reviewer', 'admin'];
const CONTENT_STAFF: Role[] = ['editor', 'reviewer', 'admin'];

/** Every console route, the state its item must be in for the step to be valid, and who may call it. */
const ROUTES: RouteCase[] = [
  { route: 'GET /admin/content', needs: 'none', allowed: CONTENT_STAFF, run: (a) => api.list(a) },
  { route: 'POST /admin/content', needs: 'none', allowed: EDITORS, run: (a) => api.create(a, 'news', clinicalNews()) },
  { route: 'GET /admin/content/:id', needs: 'draft', allowed: CONTENT_STAFF, run: (a, id) => api.get(a, id) },
  {
    route: 'PUT /admin/content/:id',
    needs: 'draft',
    allowed: EDITORS,
    run: (a, id) => api.save(a, id, clinicalNews({ title: 'Changed' })),
  },
  { route: 'POST …/submit', needs: 'draft', allowed: EDITORS, run: (a, id) => api.submit(a, id) },
  { route: 'POST …/approve', needs: 'in_review', allowed: REVIEWERS, run: (a, id) => api.approve(a, id) },
  {
    route: 'POST …/return',
    needs: 'in_review',
    allowed: REVIEWERS,
    run: (a, id) => api.sendBack(a, id, { general: 'Please shorten it.' }),
  },
  { route: 'POST …/publish', needs: 'approved', allowed: EDITORS, run: (a, id) => api.publish(a, id) },
  { route: 'POST …/withdraw', needs: 'published', allowed: EDITORS, run: (a, id) => api.withdraw(a, id) },
  { route: 'GET …/versions', needs: 'draft', allowed: CONTENT_STAFF, run: (a, id) => api.versions(a, id) },
  { route: 'GET …/versions/:n', needs: 'draft', allowed: CONTENT_STAFF, run: (a, id) => api.version(a, id, 1) },
  {
    route: 'POST …/versions/:n/restore',
    needs: 'two-versions',
    allowed: EDITORS,
    run: (a, id) => api.restore(a, id, 1),
  },
  { route: 'POST /admin/content/bulk', needs: 'draft', allowed: EDITORS, run: (a, id) => api.bulk(a, 'submit', [id]) },
];

async function prepare(needs: Prepared): Promise<number> {
  if (needs === 'none') return 0;
  if (needs === 'two-versions') {
    const id = await contentIn(app, staff, 'draft');
    await api.save(staff.editor, id, clinicalNews({ title: 'Second version' }));
    return id;
  }
  return contentIn(app, staff, needs);
}

describe('content console routes × roles', () => {
  it('answer 401 to a visitor, before validating anything', async () => {
    const visitor = { authorization: 'Bearer nope' };
    for (const r of ROUTES) expect((await r.run(visitor, 999_999)).status, r.route).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/admin/content', payload: { kind: 'nonsense' } });
    expect(res.statusCode).toBe(401);
  });

  for (const r of ROUTES) {
    it(`${r.route}: ${r.allowed.join(', ')} may; member, moderator, safety and the rest get 403`, async () => {
      for (const role of Object.keys(callers) as Role[]) {
        const id = await prepare(r.needs);
        const res = await r.run(callers[role], id);
        if (r.allowed.includes(role)) expect([200, 201], `${role}: ${JSON.stringify(res.body)}`).toContain(res.status);
        else {
          expect(res.status, role).toBe(403);
          expect(res.body.errors).toBe('forbidden');
        }
      }
    });
  }
});
