import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  UndeliveredMailActionSchema,
  UndeliveredMailPageSchema,
  UndeliveredMailQuerySchema,
} from '@aatd/contract';
import { actOnUndelivered, listUndelivered } from './undelivered-mail.service.js';

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The dead-letter list of the mail outbox, for admins (/admin/mail in the console). */
const undeliveredMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mail'];
  const action = {
    onRequest: app.authenticate,
    schema: { tags, params: IdParamsSchema, response: { 200: UndeliveredMailActionSchema, ...errors } },
  };

  app.get(
    '/admin/mail/undelivered',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: UndeliveredMailQuerySchema,
        response: { 200: UndeliveredMailPageSchema, ...errors },
      },
    },
    async (req) => listUndelivered(app, req.member, req.query),
  );

  app.post('/admin/mail/undelivered/:id/retry', action, async (req) =>
    actOnUndelivered(app, req.member, req.params.id, 'retry'),
  );

  app.post('/admin/mail/undelivered/:id/discard', action, async (req) =>
    actOnUndelivered(app, req.member, req.params.id, 'discard'),
  );
};
export default undeliveredMailRoutes;
