import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedbackBodySchema, FeedbackPageSchema, PageQuerySchema } from '@aatd/contract';
import { memberWriteLimit } from '../../core/rate-limits.js';
import { feedbackInbox, sendFeedback } from './feedback.service.js';

/** Feedback (part 2 §2.17): members send it, admins read it in the inbox. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['feedback'];

  app.post(
    '/user/feedback',
    {
      onRequest: app.authenticate,
      preHandler: memberWriteLimit(app, 'feedback'),
      schema: { tags, body: FeedbackBodySchema, response: { 201: z.object({ id: z.number().int() }) } },
    },
    async (req, reply) => reply.status(201).send(await sendFeedback(app, req.member, req.body)),
  );

  app.get(
    '/admin/feedback',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: PageQuerySchema, response: { 200: FeedbackPageSchema } },
    },
    async (req) => feedbackInbox(app, req.member, req.query),
  );
};
export default feedbackRoutes;
