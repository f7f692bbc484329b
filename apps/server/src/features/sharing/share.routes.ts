import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, ShareBodySchema, ShareResultSchema } from '@aatd/contract';
import { shareService } from './share.service.js';

/** Share an article or module with a member: a private message plus an e-mail notice. */
const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = shareService(app);
  app.post(
    '/user/share',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['sharing'],
        body: ShareBodySchema,
        response: {
          201: ShareResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await service.share(req.member!, req.body)),
  );
};
export default shareRoutes;
