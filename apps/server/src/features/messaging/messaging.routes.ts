import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversationListSchema,
  ConversationSchema,
  MessageSchema,
  MessagesPageQuerySchema,
  RecipientParamsSchema,
  ReportMessageSchema,
  ReportResultSchema,
  SendMessageSchema,
  UnseenCountSchema,
} from '@aatd/contract';
import {
  sendMessage,
  listMyConversations,
  readConversationPage,
  reportMember,
  unseenCount,
  type HeldConversations,
} from './messaging.service.js';
import { memberWriteLimit } from '../../core/rate-limits.js';

/** Private messages between members (spec part 2 §2.14, §7, §8). */
const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messaging'];
  const heldConversations: HeldConversations = app.announcedCache('message_changes', 1000, 'conversations');

  app.post(
    '/messages',
    {
      onRequest: app.authenticate,
      preHandler: memberWriteLimit(app, 'message'),
      schema: { tags, body: SendMessageSchema, response: { 201: MessageSchema } },
    },
    async (req, reply) => {
      return reply.status(201).send(await sendMessage(app, req.member, req.body));
    },
  );

  app.get(
    '/messages',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: MessagesPageQuerySchema, response: { 200: ConversationListSchema } },
    },
    async (req) => listMyConversations(app, req.member, req.query.page),
  );

  app.post(
    '/messages/report',
    {
      onRequest: app.authenticate,
      preHandler: memberWriteLimit(app, 'report'),
      schema: { tags, body: ReportMessageSchema, response: { 201: ReportResultSchema } },
    },
    async (req, reply) => reply.status(201).send(await reportMember(app, req.member, req.body)),
  );

  app.get(
    '/messages/:recipientId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: RecipientParamsSchema,
        querystring: MessagesPageQuerySchema,
        response: { 200: ConversationSchema },
      },
    },
    async (req) => readConversationPage(app, req.member, req.params.recipientId, req.query.page, heldConversations),
  );

  app.get(
    '/user/unseen-messages/count',
    { onRequest: app.authenticate, schema: { tags, response: { 200: UnseenCountSchema } } },
    async (req) => unseenCount(app, req.member),
  );
};
export default messagingRoutes;
