import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityCreateSchema,
  ActivityOptBodySchema,
  ActivityOptResponseSchema,
  ActivityPreferencesSchema,
  ActivityTypeSchema,
} from '@aatd/contract';
import { addActivity, choose, getPreferences } from './activities.service.js';

/** Activity preferences (part 2 §2.12): a member opts in or out; admins add activities. */
const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activities'];

  app.get(
    '/activity/preferences',
    { preHandler: app.authenticate, schema: { tags, response: { 200: ActivityPreferencesSchema } } },
    async (req) => getPreferences(app.db, req.member!.id),
  );

  for (const [path, optedIn] of [
    ['/activity/opt-in', true],
    ['/activity/opt-out', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.authenticate,
        schema: { tags, body: ActivityOptBodySchema, response: { 200: ActivityOptResponseSchema } },
      },
      async (req) => choose(app.db, req.member!.id, req.body.activityTypeId, optedIn),
    );
  }

  app.post(
    '/admin/activities',
    {
      preHandler: app.requireAdmin,
      schema: { tags, body: ActivityCreateSchema, response: { 201: ActivityTypeSchema } },
    },
    async (req, reply) => reply.status(201).send(await addActivity(app.db, req.body)),
  );
};
export default activitiesRoutes;
