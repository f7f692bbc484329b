import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityCreateSchema,
  ActivityOptBodySchema,
  ActivityOptResponseSchema,
  ActivityPreferencesSchema,
  ActivityTypeSchema,
} from '@aatd/contract';
import { addActivityAsAdmin, choose, getPreferences } from './activities.service.js';

/** Activity preferences (part 2 §2.12): a member opts in or out; admins add activities. */
const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activities'];

  app.get(
    '/activity/preferences',
    { onRequest: app.authenticate, schema: { tags, response: { 200: ActivityPreferencesSchema } } },
    async (req) => getPreferences(app, req.member),
  );

  for (const [path, optedIn] of [
    ['/activity/opt-in', true],
    ['/activity/opt-out', false],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: { tags, body: ActivityOptBodySchema, response: { 200: ActivityOptResponseSchema } },
      },
      async (req) => choose(app, req.member, req.body.activityTypeId, optedIn),
    );
  }

  app.post(
    '/admin/activities',
    {
      onRequest: app.authenticate,
      schema: { tags, body: ActivityCreateSchema, response: { 201: ActivityTypeSchema } },
    },
    async (req, reply) => reply.status(201).send(await addActivityAsAdmin(app, req.member, req.body)),
  );
};
export default activitiesRoutes;
