import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREVALENCE_UPLOAD_MAX_BYTES,
  PrevalenceConsoleSchema,
  PrevalenceDataSetDetailSchema,
  PrevalenceResponseSchema,
  type Role,
} from '@aatd/contract';
import { buildTestApp } from '../../test/build-test-app.js';
import { createMember, createStaff } from '../../test/factories.js';
import { BUNDLED_DIR } from './prevalence.repository.js';

type Auth = { authorization: string };
let app: FastifyInstance;
let shipped: string;
const callers = {} as Record<Role, Auth>;

beforeAll(async () => {
  app = await buildTestApp();
  shipped = await readFile(path.join(BUNDLED_DIR, 'countries.tsv'), 'utf8');
  for (const role of ['member', 'moderator', 'safety', 'reviewer', 'editor', 'admin'] as const) {
    callers[role] = (await createStaff(app, role)).auth;
  }
});
afterAll(() => app?.close());

/** The shipped table with one more country (Chile, new) and Canada's figure changed. */
const edited = (chile = '4321') =>
  `${shipped.trimEnd().replace('Canada\tCAN\tNAM\t6931', 'Canada\tCAN\tNAM\t7000')}\nChile\tCHL\tNAM\t${chile}\tpublished\tB2017\n`;

async function upload(
  auth: Auth | Record<string, never>,
  content: string | Buffer,
  name = 'countries.tsv',
  field = 'file',
) {
  const form = new FormData();
  form.append(
    field,
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type: 'text/tab-separated-values' }),
    name,
  );
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/admin/prevalence/data-sets',
    headers: { ...auth, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
const get = (auth: Auth, url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
const post = (auth: Auth, url: string) => app.inject({ method: 'POST', url: `/api${url}`, headers: auth });
const memberMap = async () =>
  PrevalenceResponseSchema.parse((await get((await createMember(app)).auth, '/education/prevalence')).json());
const chileOnMap = async () => (await memberMap()).countries.find((c) => c.iso3.includes('CHL'))?.pizz.text;
const audit = (action: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

describe('who may use the prevalence console', () => {
  const EDITORS: Role[] = ['editor', 'admin'];
  const routes: { route: string; allowed: Role[]; run: (a: Auth) => Promise<{ statusCode: number }> }[] = [
    { route: 'GET /admin/prevalence', allowed: EDITORS, run: (a) => get(a, '/admin/prevalence') },
    { route: 'POST /admin/prevalence/data-sets', allowed: EDITORS, run: (a) => upload(a, edited()) },
    {
      route: 'GET /admin/prevalence/data-sets/:id',
      allowed: EDITORS,
      run: (a) => get(a, '/admin/prevalence/data-sets/999999'),
    },
    {
      route: 'POST …/:id/publish',
      allowed: EDITORS,
      run: (a) => post(a, '/admin/prevalence/data-sets/999999/publish'),
    },
    {
      route: 'POST …/:id/discard',
      allowed: EDITORS,
      run: (a) => post(a, '/admin/prevalence/data-sets/999999/discard'),
    },
    { route: 'POST /admin/prevalence/rollback', allowed: ['admin'], run: (a) => post(a, '/admin/prevalence/rollback') },
  ];
  it.each(routes)(
    '$route: 401 without a token, 403 for other roles, let through for $allowed',
    async ({ run, allowed }) => {
      expect((await run({} as Auth)).statusCode).toBe(401);
      for (const role of Object.keys(callers) as Role[]) {
        const status = (await run(callers[role])).statusCode;
        if (allowed.includes(role)) expect([200, 201, 404, 409], `${role}`).toContain(status);
        else expect(status, `${role}`).toBe(403);
      }
    },
  );
});

describe('upload, preview, publish and roll back', () => {
  it('refuses a file with errors, saving nothing, with every problem by line and column', async () => {
    const before = PrevalenceConsoleSchema.parse((await get(callers.editor, '/admin/prevalence')).json());
    const bad = `${shipped.trimEnd()}\nAtlantis\tATL\tEU\t5\tpublished\tB2017\nCanada again\tCAN\tNAM\tmany\tpublished\tB2017\n`;
    const res = await upload(callers.editor, bad, 'bad.tsv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: 'invalidDataFile',
      message: '3 problems were found in bad.tsv; nothing was saved.',
      fields: {
        '43:iso3':
          'Line 43, column iso3: unknown country code "ATL" (use ISO 3166-1 alpha-3 codes such as CAN; several are separated by ";").',
        '44:pizz':
          'Line 44, column pizz: "many" is not a number (write a number such as 4126, a range such as 5000-15000, or <1000).',
        '44:iso3': 'Line 44, column iso3: duplicate country: "CAN" is already on line 10.',
      },
    });
    expect(PrevalenceConsoleSchema.parse((await get(callers.editor, '/admin/prevalence')).json())).toEqual(before);
    expect((await audit('prevalence.upload'))[0]).toMatchObject({
      to_state: 'refused',
      details: { fileName: 'bad.tsv', problems: 3 },
    });
  });

  it('refuses a file that is not text (415), too large (413), or missing (400)', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    const notText = await upload(callers.editor, png, 'map.png');
    expect(notText.statusCode).toBe(415);
    expect(notText.json().errors).toBe('notText');
    const big = await upload(callers.editor, `${shipped}${'#'.repeat(PREVALENCE_UPLOAD_MAX_BYTES)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toBe('payloadTooLarge');
    const wrongField = await upload(callers.editor, shipped, 'countries.tsv', 'other');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toEqual({ file: 'Choose a file to upload.' });
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/prevalence/data-sets',
      headers: callers.editor,
      payload: { tsv: shipped },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps a valid upload as a draft with its changes, publishes it to members, and rolls back', async () => {
    expect(await chileOnMap()).toBeUndefined();
    const res = await upload(callers.editor, edited());
    expect(res.statusCode).toBe(201);
    const draft = PrevalenceDataSetDetailSchema.parse(res.json());
    expect(draft.dataSet).toMatchObject({
      status: 'draft',
      fileName: 'countries.tsv',
      countryCount: 36,
      publishedAt: null,
    });
    expect(draft.changes).toEqual([
      { change: 'changed', scope: 'country', key: 'CAN', name: 'Canada', before: '6931', after: '7000' },
      { change: 'added', scope: 'country', key: 'CHL', name: 'Chile', before: null, after: '4321' },
    ]);
    expect(draft.data.countries.find((c) => c.iso3.includes('CHL'))?.pizz.text).toBe('4321');
    // A draft is not shown to members.
    expect(await chileOnMap()).toBeUndefined();
    expect((await get(callers.editor, `/admin/prevalence/data-sets/${draft.dataSet.id}`)).json()).toEqual(draft);

    const published = await post(callers.editor, `/admin/prevalence/data-sets/${draft.dataSet.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(PrevalenceConsoleSchema.parse(published.json())).toMatchObject({
      live: { id: draft.dataSet.id, status: 'live' },
      draft: null,
      canRollBack: true,
    });
    expect(await chileOnMap()).toBe('4321');
    expect((await post(callers.editor, `/admin/prevalence/data-sets/${draft.dataSet.id}/publish`)).statusCode).toBe(
      409,
    );

    // A second set replaces the first, which is kept as the previous one.
    const second = PrevalenceDataSetDetailSchema.parse((await upload(callers.admin, edited('5555'))).json());
    expect(second.changes).toEqual([
      { change: 'changed', scope: 'country', key: 'CHL', name: 'Chile', before: '4321', after: '5555' },
    ]);
    const afterSecond = PrevalenceConsoleSchema.parse(
      (await post(callers.admin, `/admin/prevalence/data-sets/${second.dataSet.id}/publish`)).json(),
    );
    expect(afterSecond.previous.map((p) => p.id)).toEqual([draft.dataSet.id]);
    expect(await chileOnMap()).toBe('5555');

    // Rollback steps back to the first set, then to the shipped table, then has nothing left.
    const back = PrevalenceConsoleSchema.parse((await post(callers.admin, '/admin/prevalence/rollback')).json());
    expect(back.live?.id).toBe(draft.dataSet.id);
    expect(await chileOnMap()).toBe('4321');
    expect((await post(callers.admin, '/admin/prevalence/rollback')).json()).toMatchObject({
      live: null,
      canRollBack: false,
    });
    expect(await chileOnMap()).toBeUndefined();
    const none = await post(callers.admin, '/admin/prevalence/rollback');
    expect(none.statusCode).toBe(409);
    expect(none.json().errors).toBe('conflict');

    expect((await audit('prevalence.publish')).map((r) => r.target_id)).toEqual([
      String(second.dataSet.id),
      String(draft.dataSet.id),
    ]);
    expect((await audit('prevalence.rollback')).map((r) => r.details)).toEqual([
      { reinstated: 'shipped table' },
      { reinstated: draft.dataSet.id },
    ]);
  });

  it('replaces an unpublished draft with a new upload, and discards a draft', async () => {
    const first = PrevalenceDataSetDetailSchema.parse((await upload(callers.editor, edited('1'))).json());
    const second = PrevalenceDataSetDetailSchema.parse((await upload(callers.editor, edited('2'))).json());
    expect((await get(callers.editor, `/admin/prevalence/data-sets/${first.dataSet.id}`)).statusCode).toBe(404);
    const state = PrevalenceConsoleSchema.parse((await get(callers.editor, '/admin/prevalence')).json());
    expect(state.draft?.id).toBe(second.dataSet.id);
    const discarded = await post(callers.editor, `/admin/prevalence/data-sets/${second.dataSet.id}/discard`);
    expect(discarded.json()).toMatchObject({ draft: null });
    expect((await post(callers.editor, `/admin/prevalence/data-sets/${second.dataSet.id}/discard`)).statusCode).toBe(
      404,
    );
    expect((await audit('prevalence.discard'))[0]).toMatchObject({
      target_id: String(second.dataSet.id),
      to_state: 'discarded',
    });
  });

  it('answers 400 for a malformed id', async () => {
    expect((await get(callers.editor, '/admin/prevalence/data-sets/abc')).statusCode).toBe(400);
  });
});
