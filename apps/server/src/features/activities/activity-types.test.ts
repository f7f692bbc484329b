import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityPreferencesSchema,
  ActivityTypeAdminListSchema,
  ActivityTypeAdminSchema,
  type Role,
} from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';

type Auth = { authorization: string };
let app: FastifyInstance;
const callers = {} as Record<Role, Auth>;
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp();
  for (const role of ['member', 'moderator', 'safety', 'reviewer', 'editor', 'admin'] as const) {
    callers[role] = (await createStaff(app, role)).auth;
  }
});
afterAll(() => app?.close());

const call = (auth: Auth, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin/activity-types${url}`, headers: auth, ...(payload ? { payload } : {}) });
const list = async () => ActivityTypeAdminListSchema.parse((await call(callers.editor, 'GET', '')).json()).data;
const create = async (name = `Type ${++seq}`) =>
  ActivityTypeAdminSchema.parse(
    (await call(callers.editor, 'POST', '', { name, description: `About ${name}` })).json(),
  );
const prefs = async (auth: Auth) =>
  ActivityPreferencesSchema.parse((await app.inject({ url: '/api/activity/preferences', headers: auth })).json());
const audit = (action: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

describe('who may manage activity types', () => {
  const MANAGERS: Role[] = ['editor', 'admin'];
  const routes: { route: string; run: (a: Auth) => Promise<{ statusCode: number }> }[] = [
    { route: 'GET /admin/activity-types', run: (a) => call(a, 'GET', '') },
    {
      route: 'POST /admin/activity-types',
      run: (a) => call(a, 'POST', '', { name: `Role ${++seq}`, description: 'D' }),
    },
    { route: 'PUT /admin/activity-types/:id', run: (a) => call(a, 'PUT', '/999999', { name: 'N', description: 'D' }) },
    { route: 'PUT /admin/activity-types/order', run: (a) => call(a, 'PUT', '/order', { ids: [999999] }) },
    { route: 'POST …/:id/retire', run: (a) => call(a, 'POST', '/999999/retire') },
    { route: 'POST …/:id/restore', run: (a) => call(a, 'POST', '/999999/restore') },
  ];
  it.each(routes)('$route: 401 without a token, 403 for members and other staff', async ({ run }) => {
    expect((await run({} as Auth)).statusCode).toBe(401);
    for (const role of Object.keys(callers) as Role[]) {
      const status = (await run(callers[role])).statusCode;
      if (MANAGERS.includes(role)) expect([200, 201, 404, 409], role).toContain(status);
      else expect(status, role).toBe(403);
    }
  });
});

describe('managing activity types', () => {
  it('adds one that members are offered at once, last in the list, audited', async () => {
    const res = await call(callers.editor, 'POST', '', { name: ' Journal club ', description: 'Monthly reading' });
    expect(res.statusCode).toBe(201);
    const created = ActivityTypeAdminSchema.parse(res.json());
    expect(created).toMatchObject({ name: 'Journal club', status: 'active', optedIn: 0, retiredAt: null });
    expect(Math.max(...(await list()).map((t) => t.position))).toBe(created.position);
    expect((await prefs((await createMember(app)).auth)).at(-1)).toEqual({
      activityTypeId: created.id,
      name: 'Journal club',
      description: 'Monthly reading',
      optInStatus: false,
      retired: false,
    });
    expect((await audit('activity-type.create'))[0]).toMatchObject({
      target_id: String(created.id),
      to_state: 'active',
    });
  });

  it('validates the fields and refuses a second active type of the same name', async () => {
    const empty = await call(callers.editor, 'POST', '', { name: ' ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ name: 'Name is required', description: 'Description is required' });
    const existing = await create();
    const twin = await call(callers.editor, 'POST', '', { name: existing.name.toUpperCase(), description: 'Again' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toMatchObject({
      errors: 'duplicateName',
      fields: { name: 'An activity type with this name already exists.' },
    });
    const other = await create();
    const rename = await call(callers.editor, 'PUT', `/${other.id}`, { name: existing.name, description: 'D' });
    expect(rename.json().errors).toBe('duplicateName');
  });

  it('edits the name and description, audited with both versions', async () => {
    const t = await create();
    const res = await call(callers.admin, 'PUT', `/${t.id}`, { name: `${t.name} (online)`, description: 'New text' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: t.id, name: `${t.name} (online)`, description: 'New text' });
    expect((await audit('activity-type.update'))[0]!.details).toEqual({
      before: { name: t.name, description: t.description },
      after: { name: `${t.name} (online)`, description: 'New text' },
    });
    expect((await call(callers.editor, 'PUT', '/999999', { name: 'N', description: 'D' })).statusCode).toBe(404);
  });

  it('reorders every type, and refuses an order that does not list exactly the stored types', async () => {
    await create();
    const ids = (await list()).map((t) => t.id);
    const reversed = [...ids].reverse();
    const res = await call(callers.editor, 'PUT', '/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(ActivityTypeAdminListSchema.parse(res.json()).data.map((t) => t.id)).toEqual(reversed);
    const member = await createMember(app);
    expect((await prefs(member.auth)).map((p) => p.activityTypeId)).toEqual(reversed);
    const stale = await call(callers.editor, 'PUT', '/order', { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect((await call(callers.editor, 'PUT', '/order', { ids: [...reversed, reversed[0]] })).statusCode).toBe(409);
    expect((await call(callers.editor, 'PUT', '/order', { ids: [] })).statusCode).toBe(400);
    expect((await audit('activity-type.reorder'))[0]!.details).toEqual({ order: reversed });
  });

  it('retires a type: no longer offered, still shown to members opted in, who may opt out but not in again', async () => {
    const t = await create();
    const [keen, other] = [await createMember(app), await createMember(app)];
    const opt = (auth: Auth, dir: 'in' | 'out') =>
      app.inject({ method: 'POST', url: `/api/activity/opt-${dir}`, headers: auth, payload: { activityTypeId: t.id } });
    expect((await opt(keen.auth, 'in')).statusCode).toBe(200);

    const retired = await call(callers.editor, 'POST', `/${t.id}/retire`);
    expect(retired.json()).toMatchObject({ status: 'retired', optedIn: 1 });
    expect(retired.json().retiredAt).toEqual(expect.any(String));
    expect((await call(callers.editor, 'POST', `/${t.id}/retire`)).statusCode).toBe(409);

    expect((await prefs(other.auth)).some((p) => p.activityTypeId === t.id)).toBe(false);
    expect((await prefs(keen.auth)).find((p) => p.activityTypeId === t.id)).toMatchObject({
      optInStatus: true,
      retired: true,
    });
    expect((await opt(other.auth, 'in')).statusCode).toBe(404);
    expect((await opt(keen.auth, 'out')).json()).toEqual({ activityTypeId: t.id, optInStatus: false });
    expect((await prefs(keen.auth)).some((p) => p.activityTypeId === t.id)).toBe(false);
    expect((await opt(keen.auth, 'in')).statusCode).toBe(404);

    const restored = await call(callers.admin, 'POST', `/${t.id}/restore`);
    expect(restored.json()).toMatchObject({ status: 'active', retiredAt: null });
    expect((await call(callers.admin, 'POST', `/${t.id}/restore`)).statusCode).toBe(409);
    expect((await prefs(other.auth)).some((p) => p.activityTypeId === t.id)).toBe(true);
    expect((await audit('activity-type.retire'))[0]).toMatchObject({ from_state: 'active', to_state: 'retired' });
    expect((await audit('activity-type.restore'))[0]).toMatchObject({ from_state: 'retired', to_state: 'active' });
  });

  it('lets a retired name be reused, and refuses to restore over an active namesake', async () => {
    const t = await create();
    await call(callers.editor, 'POST', `/${t.id}/retire`);
    const again = await call(callers.editor, 'POST', '', { name: t.name, description: 'A new take' });
    expect(again.statusCode).toBe(201);
    const restore = await call(callers.editor, 'POST', `/${t.id}/restore`);
    expect(restore.statusCode).toBe(400);
    expect(restore.json().errors).toBe('duplicateName');
  });
});
