import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';

const REPORT = 'Following the infusion my patient was hospitalised with a severe rash.';
const criteria = { identifiableReporter: true, identifiablePatient: true, suspectProduct: false, adverseEvent: true };

let app: FastifyInstance;
let caseId: number;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  app = await buildTestApp();
  member = await createMember(app, { firstName: 'Ines', lastName: 'Roth', region: 'DE' });
  await app.inject({
    method: 'POST',
    url: '/api/user/feedback',
    headers: member.auth,
    payload: { feedbackText: REPORT },
  });
  caseId = (await app.db.selectFrom('safety_cases').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => app?.close());

describe('safety cases in the console', () => {
  it('answers 401 to visitors and 403 to members, editors and reviewers on every route', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/admin/safety-cases' },
      { method: 'GET' as const, url: `/api/admin/safety-cases/${caseId}` },
      {
        method: 'PUT' as const,
        url: `/api/admin/safety-cases/${caseId}`,
        payload: { criteria, state: 'acknowledged' },
      },
    ];
    for (const r of routes) expect((await app.inject(r)).statusCode, r.url).toBe(401);
    for (const who of [member, await createStaff(app, 'editor'), await createStaff(app, 'reviewer')]) {
      for (const r of routes) {
        const res = await app.inject({ ...r, headers: who.auth });
        expect(res.statusCode, r.url).toBe(403);
        expect(res.json().message).toBe('Only safety reviewers and moderators may see safety cases.');
      }
    }
  });

  it('lists cases newest first for safety reviewers, moderators and admins, filtered by state', async () => {
    for (const role of ['safety', 'moderator', 'admin'] as const) {
      const staff = await createStaff(app, role);
      const res = await app.inject({ url: '/api/admin/safety-cases?state=new', headers: staff.auth });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data[0]).toMatchObject({
        id: caseId,
        source: 'feedback',
        state: 'new',
        excerpt: REPORT,
        authorName: 'Dr. Ines Roth',
        authorCountry: 'DE',
        mailedAt: null,
        mailStatus: 'pending',
        mailbox: 'pv-de@example.org',
      });
    }
    const staff = await createStaff(app, 'safety');
    const none = await app.inject({ url: '/api/admin/safety-cases?state=acknowledged', headers: staff.auth });
    expect(none.json()).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  });

  it('shows the verbatim text, the screening hints and the mail status of one case; 404 for an unknown one', async () => {
    const staff = await createStaff(app, 'safety');
    const res = await app.inject({ url: `/api/admin/safety-cases/${caseId}`, headers: staff.auth });
    expect(res.json()).toMatchObject({
      verbatim: REPORT,
      authorEmail: member.user.email,
      authorErased: false,
      retained: false,
      screening: { events: expect.arrayContaining(['rash', 'hospitalised']), patientMentioned: true },
      criteria: { identifiableReporter: false, identifiablePatient: false, suspectProduct: false, adverseEvent: false },
      mailAttempts: 0,
      decidedBy: null,
    });
    expect((await app.inject({ url: '/api/admin/safety-cases/999999', headers: staff.auth })).statusCode).toBe(404);
  });

  it('records the criteria and decision, with an audit record of the state change', async () => {
    const staff = await createStaff(app, 'safety', { firstName: 'Sam', lastName: 'Safe' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/safety-cases/${caseId}`,
      headers: staff.auth,
      payload: { criteria, state: 'acknowledged', note: 'Acknowledged by the German PV mailbox.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'acknowledged',
      criteria,
      decidedBy: 'Dr. Sam Safe',
      note: 'Acknowledged by the German PV mailbox.',
    });
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'safety_case')
      .where('target_id', '=', String(caseId))
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: staff.user.id,
        action: 'safety-case.decide',
        from_state: 'new',
        to_state: 'acknowledged',
      }),
    ]);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/admin/safety-cases/${caseId}`,
      headers: staff.auth,
      payload: { criteria, state: 'sent' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
