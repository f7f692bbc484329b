import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  NotificationUnreadSchema,
  NotificationUnsubscribeQuerySchema,
  NotificationUnsubscribeResultSchema,
} from '@aatd/contract';
import { limitBy } from '../../core/rate-limits.js';
import * as notifications from './notifications.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The notifications centre: the bell's count, the list, read marks and per-kind preferences. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const member = { onRequest: app.authenticate };

  app.get(
    '/notifications',
    {
      ...member,
      schema: { tags, querystring: NotificationListQuerySchema, response: { 200: NotificationListSchema, ...errors } },
    },
    async (req) => notifications.list(app, req.member, req.query),
  );
  app.get(
    '/notifications/unread-count',
    { ...member, schema: { tags, response: { 200: NotificationUnreadSchema, ...errors } } },
    async (req) => notifications.unreadCount(app, req.member),
  );
  app.post(
    '/notifications/:id/read',
    { ...member, schema: { tags, params: IdParamsSchema, response: { 200: NotificationUnreadSchema, ...errors } } },
    async (req) => notifications.readOne(app, req.member, req.params.id),
  );
  app.post(
    '/notifications/read-all',
    { ...member, schema: { tags, response: { 200: NotificationUnreadSchema, ...errors } } },
    async (req) => notifications.readAll(app, req.member),
  );
  app.get(
    '/notifications/preferences',
    { ...member, schema: { tags, response: { 200: NotificationPreferencesSchema, ...errors } } },
    async (req) => notifications.preferences(app, req.member),
  );
  app.put(
    '/notifications/preferences',
    {
      ...member,
      schema: {
        tags,
        body: NotificationPreferencesUpdateSchema,
        response: { 200: NotificationPreferencesSchema, ...errors },
      },
    },
    async (req) => notifications.updatePreferences(app, req.member, req.body),
  );

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form; the token in the
  // address is the credential, so the body is read only to be accepted.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/notifications/unsubscribe',
    {
      // The token is a MAC: guessing is hopeless, but an unauthenticated write still gets a bound.
      preHandler: limitBy(app, { name: 'notification-unsubscribe', max: 30, timeWindow: '1 minute' }),
      schema: {
        tags,
        querystring: NotificationUnsubscribeQuerySchema,
        response: { 200: NotificationUnsubscribeResultSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => notifications.unsubscribe(app, req.query.token),
  );
};
export default notificationsRoutes;
