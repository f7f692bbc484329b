import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';
import { findAll, parseStrictXml } from '../../test/strict-xml.js';

const REPORT = 'Following the infusion of alpha-1 proteinase inhibitor my patient was hospitalised with a severe rash.';
const MINOR = 'After the augmentation therapy infusion my patient had a mild headache <for a day> & slept well.';
const criteria = { identifiableReporter: true, identifiablePatient: true, suspectProduct: false, adverseEvent: true };
const DAY = 86_400_000;

let app: FastifyInstance;
let caseId: number;
let minorId: number;
let member: Awaited<ReturnType<typeof createMember>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
const feedback = (auth: { authorization: string }, text: string) =>
  app.inject({ method: 'POST', url: '/api/user/feedback', headers: auth, payload: { feedbackText: text } });
const patch = (id: number, payload: Record<string, unknown>, who = staff) =>
  app.inject({ method: 'PATCH', url: `/api/admin/safety-cases/${id}`, headers: who.auth, payload });

beforeAll(async () => {
  app = await buildTestApp();
  member = await createMember(app, { firstName: 'Ines', lastName: 'Roth', region: 'DE' });
  staff = await createStaff(app, 'safety', { firstName: 'Sam', lastName: 'Safe' });
  await feedback(member.auth, REPORT);
  await feedback(member.auth, MINOR);
  const ids = await app.db.selectFrom('safety_cases').select('id').orderBy('id').execute();
  [caseId, minorId] = ids.map((r) => r.id) as [number, number];
});
afterAll(() => app?.close());

describe('safety cases in the console', () => {
  it('answers 401 to visitors and 403 to members, editors and reviewers on every route', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/admin/safety-cases' },
      { method: 'GET' as const, url: '/api/admin/safety-cases.csv' },
      { method: 'GET' as const, url: '/api/admin/safety-cases/assignees' },
      { method: 'GET' as const, url: `/api/admin/safety-cases/${caseId}` },
      { method: 'GET' as const, url: `/api/admin/safety-cases/${caseId}/e2b.xml` },
      { method: 'PATCH' as const, url: `/api/admin/safety-cases/${caseId}`, payload: { note: 'x' } },
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

  it('opens the case with day 0, pre-filled criteria, seriousness and the due date that follows', async () => {
    const res = await app.inject({ url: `/api/admin/safety-cases/${caseId}`, headers: staff.auth });
    const c = res.json();
    expect(c).toMatchObject({
      verbatim: REPORT,
      state: 'new',
      authorName: 'Dr. Ines Roth',
      criteria: { identifiableReporter: true, identifiablePatient: true, suspectProduct: true, adverseEvent: true },
      seriousness: ['hospitalisation'],
      serious: true,
      mailStatus: 'pending',
      notes: [],
    });
    expect(Date.parse(c.dueAt) - Date.parse(c.writtenAt)).toBe(15 * DAY);
    // Every span points at its words in the verbatim text.
    expect(c.evidence.length).toBeGreaterThan(0);
    for (const s of c.evidence) expect(REPORT.slice(s.start, s.end)).toBe(s.text);
    expect(c.evidence.map((s: { criterion: string }) => s.criterion)).toEqual(
      expect.arrayContaining(['patient', 'product', 'event']),
    );
    const minor = (await app.inject({ url: `/api/admin/safety-cases/${minorId}`, headers: staff.auth })).json();
    expect(minor).toMatchObject({ serious: false, seriousness: [] });
    expect(Date.parse(minor.dueAt) - Date.parse(minor.writtenAt)).toBe(90 * DAY);
    expect((await app.inject({ url: '/api/admin/safety-cases/999999', headers: staff.auth })).statusCode).toBe(404);
  });

  it('lists with state, seriousness, assignee and due filters, a page at a time by keyset', async () => {
    const list = (q: string) => app.inject({ url: `/api/admin/safety-cases?${q}`, headers: staff.auth });
    const first = (await list('limit=1')).json();
    expect(first.data.map((c: { id: number }) => c.id)).toEqual([minorId]);
    const second = (await list(`limit=1&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ data: [{ id: caseId }], nextCursor: null });
    const due = (await list('sort=due')).json();
    expect(due.data.map((c: { id: number }) => c.id)).toEqual([caseId, minorId]);
    expect((await list('serious=true')).json().data.map((c: { id: number }) => c.id)).toEqual([caseId]);
    expect((await list('serious=false')).json().data.map((c: { id: number }) => c.id)).toEqual([minorId]);
    const soon = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    expect((await list(`dueBefore=${soon}`)).json().data.map((c: { id: number }) => c.id)).toEqual([caseId]);
    expect((await list('assignee=none')).json().data).toHaveLength(2);
    expect((await list('assignee=me')).json().data).toEqual([]);
    expect((await list('cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('keeps every save in the note history and the audit log: five saves, five entries', async () => {
    const saves = [
      { state: 'in_assessment', assigneeId: staff.user.id, note: 'Taking this case.' },
      { criteria, note: 'The product is not named by the reporter.' },
      { seriousness: ['hospitalisation', 'lifeThreatening'], note: 'Also life-threatening per the text.' },
      { note: 'Called the reporter; no answer yet.' },
      { state: 'forwarded', pvReference: 'PV-2026-00042', note: 'Sent to the PV database.' },
    ];
    for (const s of saves) {
      const res = await patch(caseId, s);
      expect(res.statusCode, JSON.stringify(s)).toBe(200);
    }
    const c = (await app.inject({ url: `/api/admin/safety-cases/${caseId}`, headers: staff.auth })).json();
    expect(c).toMatchObject({
      state: 'forwarded',
      pvReference: 'PV-2026-00042',
      criteria,
      assignee: { id: staff.user.id, name: 'Dr. Sam Safe' },
      seriousness: ['hospitalisation', 'lifeThreatening'],
    });
    expect(c.notes.map((n: { note: string }) => n.note)).toEqual(saves.map((s) => s.note));
    expect(c.notes.every((n: { authorName: string }) => n.authorName === 'Dr. Sam Safe')).toBe(true);
    expect(c.notes[4].changes).toEqual({ state: 'forwarded', pvReference: 'PV-2026-00042' });
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'from_state', 'to_state', 'details'])
      .where('target_type', '=', 'safety_case')
      .where('target_id', '=', String(caseId))
      .where('action', '=', 'safety-case.update')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => (a.details as { note: string }).note)).toEqual(saves.map((s) => s.note));
    expect(audit.map((a) => [a.from_state, a.to_state])).toEqual([
      ['new', 'in_assessment'],
      ['in_assessment', 'in_assessment'],
      ['in_assessment', 'in_assessment'],
      ['in_assessment', 'in_assessment'],
      ['in_assessment', 'forwarded'],
    ]);
    // The history cannot be rewritten, not even by a direct statement.
    await expect(app.db.updateTable('safety_case_notes').set({ note: 'changed' }).execute()).rejects.toThrow(
      /append-only/,
    );
  });

  it('moves only along the workflow, and asks for the PV reference and the reason where they are due', async () => {
    const noRef = await patch(minorId, { state: 'forwarded' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().fields).toEqual({
      pvReference: "Enter pharmacovigilance's reference number for the forwarded case.",
    });
    const noReason = await patch(minorId, { state: 'not_adverse_event' });
    expect(noReason.json().fields).toEqual({ notAdverseEventReason: 'Say why this is not an adverse event.' });
    const back = await patch(caseId, { state: 'new' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A case that is "Forwarded to pharmacovigilance" cannot become "New".');
    expect((await patch(minorId, {})).statusCode).toBe(400);
    expect((await patch(minorId, { assigneeId: member.user.id })).statusCode).toBe(400);
    const closed = await patch(minorId, {
      state: 'not_adverse_event',
      notAdverseEventReason: 'Expected, known and mild; reviewed with the PV lead.',
    });
    expect(closed.json()).toMatchObject({ state: 'not_adverse_event' });
  });

  it('exports the case as a well-formed E2B(R3) message with its criteria, and a line listing', async () => {
    const res = await app.inject({ url: `/api/admin/safety-cases/${caseId}/e2b.xml`, headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".*SC-\d+-e2b-r3\.xml"/);
    const root = parseStrictXml(res.body);
    expect(root.name).toBe('MCCI_IN200100UV01');
    expect(findAll(root, 'PORR_IN049016UV')).toHaveLength(1);
    const investigation = findAll(root, 'investigationEvent')[0]!;
    expect(findAll(investigation, 'text')[0]!.text).toBe(REPORT);
    const written = (
      await app.db.selectFrom('safety_cases').select('written_at').where('id', '=', caseId).executeTakeFirstOrThrow()
    ).written_at;
    expect(findAll(investigation, 'low')[0]!.attrs.value).toBe(
      `${new Date(written).toISOString().replace(/[-:T]/g, '').slice(0, 14)}+0000`,
    );
    // The seriousness criteria the reviewer set: true for those, no information for the rest.
    const criteriaSet = findAll(investigation, 'outboundRelationship2')
      .map((r) => findAll(r, 'observation')[0]!)
      .filter((o) => findAll(o, 'value')[0]!.attrs.value === 'true')
      .map((o) => findAll(o, 'code')[0]!.attrs.displayName);
    expect(new Set(criteriaSet)).toEqual(new Set(['requiresInpatientHospitalization', 'isLifeThreatening']));
    // Reporter qualification: other health professional.
    expect(findAll(findAll(root, 'asQualifiedEntity')[0]!, 'code')[0]!.attrs.code).toBe('3');

    // Escaped text stays well formed and reads back the same.
    const minor = await app.inject({ url: `/api/admin/safety-cases/${minorId}/e2b.xml`, headers: staff.auth });
    expect(findAll(parseStrictXml(minor.body), 'text')[0]!.text).toBe(MINOR);

    const csv = await app.inject({ url: '/api/admin/safety-cases.csv?serious=true', headers: staff.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Case number","Case id","State"');
    expect(lines[1]).toContain('"PV-2026-00042"');
    expect(lines[1]).toContain('"Forwarded to pharmacovigilance"');
  });

  it('lists the staff a case can be assigned to', async () => {
    const res = await app.inject({ url: '/api/admin/safety-cases/assignees', headers: staff.auth });
    expect(res.json().data).toEqual(expect.arrayContaining([{ id: staff.user.id, name: 'Dr. Sam Safe' }]));
    expect(res.json().data.map((p: { id: number }) => p.id)).not.toContain(member.user.id);
  });
});
