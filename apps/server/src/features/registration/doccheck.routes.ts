import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocCheckLoginQuerySchema, DocCheckLoginSchema, DocCheckReturnQuerySchema } from '@aatd/contract';
import { notFound } from '../../lib/app-error.js';
import { docCheckLoginUrl, docCheckReturnPage } from './doccheck.links.js';

/**
 * The DocCheck step of a German registration: where the modal's frame starts, and the page the
 * frame lands on afterwards, which hands code, login_id, uniquekey and idForm to /register.
 */
const docCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/doccheck',
    { schema: { tags: ['identity'], querystring: DocCheckLoginQuerySchema, response: { 200: DocCheckLoginSchema } } },
    async (req) => {
      if (!app.deployment.docCheck) throw notFound('DocCheck login');
      return { loginUrl: docCheckLoginUrl(app.deployment.docCheck, app.env.publicUrl, req.query.idForm) };
    },
  );

  app.get(
    '/auth/doccheck/return',
    { schema: { hide: true, querystring: DocCheckReturnQuerySchema } },
    async (req, reply) => {
      // This page is shown inside our own modal's frame, so it may be framed by this site only.
      return reply
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
        )
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(docCheckReturnPage(req.query));
    },
  );
};
export default docCheckRoutes;
