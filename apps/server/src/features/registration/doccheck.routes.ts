import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocCheckLoginQuerySchema, DocCheckLoginSchema, DocCheckReturnQuerySchema } from '@aatd/contract';
import { docCheckReturnPage } from './doccheck.links.js';
import { docCheckLogin } from './registration.service.js';

/**
 * The DocCheck step of a German registration: where the modal's frame starts, and the page the
 * frame lands on afterwards, which hands code, login_id, uniquekey and idForm to /register.
 */
const docCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/doccheck',
    { schema: { tags: ['identity'], querystring: DocCheckLoginQuerySchema, response: { 200: DocCheckLoginSchema } } },
    async (req) => docCheckLogin(app, req.query.idForm),
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
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(docCheckReturnPage(req.query));
    },
  );
};
export default docCheckRoutes;
