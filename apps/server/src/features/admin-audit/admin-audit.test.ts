import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember, createStaff } from '../../test/factories.js';
import { countQueries } from '../../test/query-count.js';

// That the database refuses UPDATE, DELETE and TRUNCATE of audit rows is proven in
// core/audit/audit.repository.test.ts ("is refused by the database ...").

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app, { firstName: 'Ada', lastName: 'Auditor' });
  // A role change through the API, then records of other kinds written directly.
  const target = await createMember(app);
  await app.inject({
    method: 'PUT',
    url: `/api/admin/members/${target.user.id}/role`,
    headers: admin.auth,
    payload: { role: 'editor' },
  });
  await recordAudit(app.db, {
    actorId: null,
    actorLabel: 'operator CLI',
    action: 'content.publish',
    target: { type: 'post', id: 7 },
    details: { title: '=HYPERLINK("http://evil.example","click")', note: 'a, "quoted"\nline' },
  });
  await recordAudit(app.db, {
    actorId: null,
    actorLabel: 'operator CLI',
    action: 'content.withdraw',
    target: { type: 'post', id: 7 },
  });
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url: `/api${url}`, headers });

describe('GET /api/admin/audit', () => {
  it('answers 401 to a visitor and 403 to everyone but admins', async () => {
    expect((await get('/admin/audit')).statusCode).toBe(401);
    expect((await get('/admin/audit.csv')).statusCode).toBe(401);
    for (const role of ['member', 'editor', 'reviewer', 'moderator', 'safety'] as const) {
      const caller = await createStaff(app, role);
      for (const url of ['/admin/audit', '/admin/audit.csv']) {
        const res = await get(url, caller.auth);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json()).toEqual({ errors: 'forbidden', message: 'Only administrators may read the audit log.' });
      }
    }
  });

  it('lists newest first and filters by who, what, target and date, in one query', async () => {
    const all = await get('/admin/audit', admin.auth);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((e: { action: string }) => e.action)).toEqual([
      'content.withdraw',
      'content.publish',
      'user.role',
    ]);
    const actions = async (q: string) =>
      (await get(`/admin/audit?${q}`, admin.auth)).json().data.map((e: { action: string }) => e.action);
    expect(await actions('actor=auditor')).toEqual(['user.role']);
    expect(await actions(`actorId=${admin.user.id}`)).toEqual(['user.role']);
    expect(await actions('action=content')).toEqual(['content.withdraw', 'content.publish']);
    expect(await actions('action=content.publish')).toEqual(['content.publish']);
    expect(await actions('action=cont')).toEqual([]);
    expect(await actions('targetType=post&targetId=7')).toEqual(['content.withdraw', 'content.publish']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions(`from=${today}&to=${today}&action=user.role`)).toEqual(['user.role']);
    expect(await actions('to=2000-01-01')).toEqual([]);
    expect((await get('/admin/audit?from=yesterday', admin.auth)).statusCode).toBe(400);

    const page = (await get('/admin/audit?limit=2&page=2', admin.auth)).json();
    expect(page.meta.pagination).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect((await get('/admin/audit?limit=2&page=7', admin.auth)).json().meta.pagination.total).toBe(3);

    const { queries } = await countQueries(app, () => get('/admin/audit?action=content', admin.auth));
    expect(queries).toBe(2);
  });

  it('tells the true total on a full first page and on the last page, in at most three statements', async () => {
    await app.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          actor_id: null,
          actor_label: 'paging',
          action: 'content.save',
          target_type: 'pgtotal',
          target_id: String(i),
        })),
      )
      .execute();
    const list = (page: number) => get(`/admin/audit?targetType=pgtotal&limit=10&page=${page}`, admin.auth);

    const first = await countQueries(app, () => list(1));
    expect(first.result.json().data).toHaveLength(10);
    expect(first.result.json().meta.pagination).toMatchObject({ total: 25, page: 1, pages: 3, next: 2 });
    expect(first.queries).toBeLessThanOrEqual(3);
    const last = await countQueries(app, () => list(3));
    expect(last.result.json().data.map((e: { targetId: string }) => e.targetId)).toEqual(['4', '3', '2', '1', '0']);
    expect(last.result.json().meta.pagination).toMatchObject({ total: 25, page: 3, pages: 3, next: null });
    expect(last.queries).toBe(2);
    // The count has the page's filters.
    const narrower = (await get('/admin/audit?targetType=pgtotal&targetId=7&limit=10', admin.auth)).json();
    expect(narrower.meta.pagination.total).toBe(1);
  });

  it('exports the filtered log as CSV, escaped and safe to open in a spreadsheet, and records the export', async () => {
    const res = await get('/admin/audit.csv?targetType=post', admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '"id","at","actor_id","actor","action","target_type","target_id","from_state","to_state","details"',
    );
    expect(lines[1]).toMatch(/^"\d+","[\d-]+T[\d:.]+Z","","operator CLI","content.withdraw","post","7","","","{}"$/);
    // The details cell keeps its quotes doubled and its line break inside the quotes.
    expect(res.body).toContain('""title"":""=HYPERLINK(');
    expect(res.body).toContain('""note"":""a, \\""quoted\\""\\nline""');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(4);

    const exported = (await get('/admin/audit?action=audit.export', admin.auth)).json().data;
    expect(exported).toEqual([
      expect.objectContaining({
        action: 'audit.export',
        actorId: admin.user.id,
        actorLabel: 'Dr. Ada Auditor',
        details: { targetType: 'post' },
      }),
    ]);
  });

  it('defuses formula cells in the export', async () => {
    await recordAudit(app.db, {
      actorId: null,
      actorLabel: '=cmd|"/c calc"!A1',
      action: 'content.save',
      target: { type: 'post', id: '+1' },
      fromState: '@SUM(1)',
      toState: '-1',
    });
    const body = (await get('/admin/audit.csv?action=content.save', admin.auth)).body;
    const row = body.split('\r\n')[1]!;
    expect(row).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(row).toContain(`"post","'+1","'@SUM(1)","'-1"`);
  });

  it('streams a long export in batches without losing or repeating a record', async () => {
    await app.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 1203 }, (_, i) => ({
          actor_id: null,
          actor_label: 'bulk',
          action: 'content.expire',
          target_type: 'post',
          target_id: String(i),
        })),
      )
      .execute();
    const body = (await get('/admin/audit.csv?action=content.expire', admin.auth)).body;
    const rows = body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1203);
    const targets = new Set(rows.map((r) => r.split(',')[6]));
    expect(targets.size).toBe(1203);
  });
});
