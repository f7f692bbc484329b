import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, ShareBodySchema, ShareResultSchema } from '@aatd/contract';
import { memberWriteLimit } from '../../core/rate-limits.js';
import { sharePage } from './sharing.service.js';

/** Share an article or module with a member: a private message plus an e-mail notice. */
const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/share',
    {
      onRequest: app.authenticate,
      preHandler: memberWriteLimit(app, 'share'),
      schema: {
        tags: ['sharing'],
        body: ShareBodySchema,
        response: {
          201: ShareResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await sharePage(app, req.member, req.body)),
  );
};
export default sharingRoutes;
