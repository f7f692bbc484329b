import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedbackBodySchema, FeedbackPageSchema, PageQuerySchema } from '@aatd/contract';
import { feedbackInbox, sendFeedback } from './feedback.service.js';

/** Feedback (part 2 §2.17): members send it, admins read it in the inbox. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/feedback',
    {
      preHandler: app.authenticate,
      schema: { tags: ['feedback'], body: FeedbackBodySchema, response: { 201: z.object({ id: z.number().int() }) } },
    },
    async (req, reply) => reply.status(201).send(await sendFeedback(app.db, req.member!.id, req.body)),
  );

  app.get(
    '/admin/feedback',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['feedback'], querystring: PageQuerySchema, response: { 200: FeedbackPageSchema } },
    },
    async (req) => feedbackInbox(app.db, req.query.page, req.query.limit),
  );
};
export default feedbackRoutes;
