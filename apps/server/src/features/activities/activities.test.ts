import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember } from '../../test/factories.js';
import { runCommand } from '../../cli/commands.js';
import { addActivity } from './activities.service.js';
import { fileStorage } from '../../core/storage/file-storage.js';

/** Request headers as the factories give them ({ authorization }), or none. */
type AuthHeaders = Record<string, string>;

let app: FastifyInstance;
let webinarId: number;
beforeAll(async () => {
  app = await buildTestApp();
  webinarId = (await addActivity(app.db, { name: 'Webinars', description: 'Live talks' })).id;
});
afterAll(() => app?.close());

const prefs = async (auth: AuthHeaders) =>
  (await app.inject({ url: '/api/activity/preferences', headers: auth })).json();
const opt = (auth: AuthHeaders, dir: 'in' | 'out', activityTypeId: unknown) =>
  app.inject({ method: 'POST', url: `/api/activity/opt-${dir}`, headers: auth, payload: { activityTypeId } });

describe('GET /api/activity/preferences', () => {
  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/activity/preferences' })).statusCode).toBe(401);
  });

  it('lists every active activity, not opted in by default', async () => {
    const m = await createMember(app);
    expect(await prefs(m.auth)).toContainEqual({
      activityTypeId: webinarId,
      name: 'Webinars',
      description: 'Live talks',
      optInStatus: false,
      retired: false,
    });
  });
});

describe('POST /api/activity/opt-in and /api/activity/opt-out', () => {
  it('answers 401 without a token', async () => {
    expect((await opt({}, 'in', webinarId)).statusCode).toBe(401);
    expect((await opt({}, 'out', webinarId)).statusCode).toBe(401);
    expect((await opt({}, 'in', 'abc')).statusCode).toBe(401);
  });

  it('flips the member’s own choice only', async () => {
    const [a, b] = [await createMember(app), await createMember(app)];
    expect((await opt(a.auth, 'in', webinarId)).json()).toEqual({ activityTypeId: webinarId, optInStatus: true });
    expect(
      (await prefs(a.auth)).find((p: { activityTypeId: number }) => p.activityTypeId === webinarId).optInStatus,
    ).toBe(true);
    expect(
      (await prefs(b.auth)).find((p: { activityTypeId: number }) => p.activityTypeId === webinarId).optInStatus,
    ).toBe(false);
    expect((await opt(a.auth, 'out', webinarId)).json()).toEqual({ activityTypeId: webinarId, optInStatus: false });
    expect(
      (await prefs(a.auth)).find((p: { activityTypeId: number }) => p.activityTypeId === webinarId).optInStatus,
    ).toBe(false);
  });

  it('answers 404 for an unknown activity and 400 for a malformed id', async () => {
    const m = await createMember(app);
    expect((await opt(m.auth, 'in', 999_999)).statusCode).toBe(404);
    expect((await opt(m.auth, 'in', 'abc')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/activities', () => {
  const add = (auth: AuthHeaders, payload: object) =>
    app.inject({ method: 'POST', url: '/api/admin/activities', headers: auth, payload });

  it('answers 401 without a token and 403 for a member', async () => {
    expect((await add({}, { name: 'X', description: 'Y' })).statusCode).toBe(401);
    expect((await add({}, {})).statusCode).toBe(401);
    expect((await add((await createMember(app)).auth, { name: 'X', description: 'Y' })).statusCode).toBe(403);
  });

  it('lets an admin add an activity that members then see', async () => {
    const admin = await createAdmin(app);
    const res = await add(admin.auth, { name: ' Surveys ', description: 'Short surveys' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Surveys', description: 'Short surveys', active: true });
    expect((await prefs((await createMember(app)).auth)).map((p: { name: string }) => p.name)).toContain('Surveys');
  });

  it('requires a name and a description', async () => {
    const res = await add((await createAdmin(app)).auth, { name: '', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'Name is required', description: 'Description is required' });
  });
});

describe('CLI activity:add', () => {
  it('adds an activity', async () => {
    const ctx = { db: app.db, deployment: app.deployment, dataDir: app.env.dataDir, storage: fileStorage(app.env) };
    expect(
      await runCommand(ctx, ['activity:add', '--name', 'Journal club', '--description', 'Monthly reading']),
    ).toMatch(/^Added activity #\d+ Journal club$/);
    await expect(runCommand(ctx, ['activity:add', '--name', 'No description'])).rejects.toThrow(
      '--description is required',
    );
  });
});
