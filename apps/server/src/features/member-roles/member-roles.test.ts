import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createAdmin, createMember, createStaff, issueTestAccessToken } from '../../test/factories.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const put = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/admin/members/${id}/role`, headers, payload: body as object });

const roleOf = async (id: number) =>
  (await app.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

describe('PUT /api/admin/members/:id/role', () => {
  it('answers 401 to a visitor before validating the body', async () => {
    const res = await put(1, { role: 'nonsense' });
    expect(res.statusCode).toBe(401);
  });

  it.each(['member', 'editor', 'reviewer', 'moderator', 'safety'] as const)(
    'refuses a %s with 403 and changes nothing',
    async (role) => {
      const caller = await createStaff(app, role);
      const target = await createMember(app);
      const res = await put(target.user.id, { role: 'admin' }, caller.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: 'forbidden', message: 'Only administrators may change roles.' });
      expect(await roleOf(target.user.id)).toBe('member');
    },
  );

  it('lets an admin give and take a role, and records who did it, from which role to which', async () => {
    const admin = await createAdmin(app, { firstName: 'Ada', lastName: 'Admin' });
    const target = await createMember(app);
    const res = await put(target.user.id, { role: 'editor' }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: target.user.id, role: 'editor' });
    expect(await roleOf(target.user.id)).toBe('editor');

    // The new role is what the member's next call carries.
    const me = await app.inject({ url: '/api/user', headers: target.auth });
    expect(me.json()).toMatchObject({ role: 'editor', isAdmin: false });

    expect((await put(target.user.id, { role: 'member' }, admin.auth)).json()).toEqual({
      id: target.user.id,
      role: 'member',
    });
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_label', 'action', 'from_state', 'to_state'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(target.user.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        actor_id: admin.user.id,
        actor_label: null,
        action: 'user.role',
        from_state: 'member',
        to_state: 'editor',
      },
      {
        actor_id: admin.user.id,
        actor_label: null,
        action: 'user.role',
        from_state: 'editor',
        to_state: 'member',
      },
    ]);
  });

  it('makes another admin, who then holds every role', async () => {
    const admin = await createAdmin(app);
    const target = await createMember(app);
    await put(target.user.id, { role: 'admin' }, admin.auth);
    const me = await app.inject({ url: '/api/user', headers: target.auth });
    expect(me.json()).toMatchObject({ role: 'admin', isAdmin: true });
    // The new admin may now change roles too, once signed in with the second factor:
    // the session they had as a member was signed in with the password alone.
    const third = await createMember(app);
    const stale = await put(third.user.id, { role: 'reviewer' }, target.auth);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors).toBe('SECOND_FACTOR_REQUIRED');
    const signedIn = { authorization: `Bearer ${await issueTestAccessToken(app, target.user.id, ['pwd', 'otp'])}` };
    expect((await put(third.user.id, { role: 'reviewer' }, signedIn)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member, 400 for an unknown role, 409 for the own role', async () => {
    const admin = await createAdmin(app);
    const missing = await put(2_000_000_000, { role: 'editor' }, admin.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: 'notFound', message: 'The member was not found.' });

    const target = await createMember(app);
    expect((await put(target.user.id, { role: 'owner' }, admin.auth)).statusCode).toBe(400);
    expect(await roleOf(target.user.id)).toBe('member');

    const own = await put(admin.user.id, { role: 'member' }, admin.auth);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Admins cannot change their own role; ask another admin.');
    expect(await roleOf(admin.user.id)).toBe('admin');
  });
});
