import type { FastifyInstance } from 'fastify';
import type { ContentFieldsInput, ContentKind } from '@aatd/contract';

type Auth = { authorization: string };

/** A complete Clinical News item: it may be submitted as it is. */
export const clinicalNews = (over: ContentFieldsInput = {}): ContentFieldsInput => ({
  newsGroup: 'CLINICAL_NEWS',
  title: 'Console news item',
  excerpt: 'A short summary.',
  html: '<p>The body.</p>',
  category: 'Clinical news',
  ...over,
});

/** A date `days` from today, as the approve body takes it. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Calls the console API and answers status and JSON. */
export function consoleApi(app: FastifyInstance) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/admin/content${url}`,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    call,
    create: (auth: Auth, kind: ContentKind, fields: ContentFieldsInput) => call('POST', '', auth, { kind, fields }),
    save: (auth: Auth, id: number, fields: ContentFieldsInput, baseRevision?: number) =>
      call('PUT', `/${id}`, auth, { fields, ...(baseRevision ? { baseRevision } : {}) }),
    get: (auth: Auth, id: number) => call('GET', `/${id}`, auth),
    submit: (auth: Auth, id: number) => call('POST', `/${id}/submit`, auth),
    approve: (auth: Auth, id: number, body = { approvalCode: 'AATD-TEST-001', reviewBy: inDays(365) }) =>
      call('POST', `/${id}/approve`, auth, body),
    sendBack: (auth: Auth, id: number, comments: unknown) => call('POST', `/${id}/return`, auth, { comments }),
    publish: (auth: Auth, id: number, body: { publishAt?: string } = {}) => call('POST', `/${id}/publish`, auth, body),
    withdraw: (auth: Auth, id: number) => call('POST', `/${id}/withdraw`, auth, {}),
    versions: (auth: Auth, id: number) => call('GET', `/${id}/versions`, auth),
    version: (auth: Auth, id: number, n: number) => call('GET', `/${id}/versions/${n}`, auth),
    restore: (auth: Auth, id: number, n: number) => call('POST', `/${id}/versions/${n}/restore`, auth),
    list: (auth: Auth, query = '') => call('GET', query ? `?${query}` : '', auth),
    bulk: (auth: Auth, action: 'submit' | 'withdraw', ids: number[]) => call('POST', '/bulk', auth, { action, ids }),
  };
}

/**
 * An item taken through the workflow to `until` by an editor and a reviewer (who never wrote it):
 * 'draft', 'in_review', 'approved' or 'published'. Returns its id.
 */
export async function contentIn(
  app: FastifyInstance,
  staff: { editor: Auth; reviewer: Auth },
  until: 'draft' | 'in_review' | 'approved' | 'published',
  kind: ContentKind = 'news',
  fields: ContentFieldsInput = clinicalNews(),
): Promise<number> {
  const api = consoleApi(app);
  const created = await api.create(staff.editor, kind, fields);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as number;
  const steps = ['in_review', 'approved', 'published'] as const;
  for (const step of steps.slice(0, steps.indexOf(until as (typeof steps)[number]) + 1)) {
    const res =
      step === 'in_review'
        ? await api.submit(staff.editor, id)
        : step === 'approved'
          ? await api.approve(staff.reviewer, id)
          : await api.publish(staff.editor, id);
    if (res.status !== 200) throw new Error(`${step}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return id;
}
