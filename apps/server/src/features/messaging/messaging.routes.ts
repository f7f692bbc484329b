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
  deliverMessage,
  listMyConversations,
  readConversationPage,
  reportMember,
  unseenCount,
} from './messaging.service.js';

/** Private messages between members (spec part 2 §2.14, §7, §8). */
const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messaging'];

  app.post(
    '/messages',
    { preHandler: app.authenticate, schema: { tags, body: SendMessageSchema, response: { 201: MessageSchema } } },
    async (req, reply) => {
      const message = await deliverMessage(app, {
        senderId: req.member!.id,
        receiverId: req.body.receiverId,
        text: req.body.messageText,
      });
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/messages',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: MessagesPageQuerySchema, response: { 200: ConversationListSchema } },
    },
    async (req) => listMyConversations(app, req.member!.id, req.query.page),
  );

  app.post(
    '/messages/report',
    {
      preHandler: app.authenticate,
      schema: { tags, body: ReportMessageSchema, response: { 201: ReportResultSchema } },
    },
    async (req, reply) => reply.status(201).send(await reportMember(app, req.member!.id, req.body)),
  );

  app.get(
    '/messages/:recipientId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        params: RecipientParamsSchema,
        querystring: MessagesPageQuerySchema,
        response: { 200: ConversationSchema },
      },
    },
    async (req) => readConversationPage(app, req.member!.id, req.params.recipientId, req.query.page),
  );

  app.get(
    '/user/unseen-messages/count',
    { preHandler: app.authenticate, schema: { tags, response: { 200: UnseenCountSchema } } },
    async (req) => unseenCount(app, req.member!.id),
  );
};
export default messagingRoutes;
