import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityCreateSchema,
  ActivityOptBodySchema,
  ActivityOptResponseSchema,
  ActivityPreferencesSchema,
  ActivityTypeAdminListSchema,
  ActivityTypeAdminSchema,
  ActivityTypeOrderSchema,
  ActivityTypeSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from '@aatd/contract';
import {
  addActivityAsAdmin,
  choose,
  createActivityType,
  editActivityType,
  getPreferences,
  listActivityTypes,
  reorderActivityTypes,
  setActivityTypeRetired,
} from './activities.service.js';

const errors = Object.fromEntries([400, 401, 403, 404, 409].map((s) => [s, ErrorResponseSchema]));

/**
 * Activity preferences (part 2 §2.12): a member opts in or out. Activity types in the console
 *: editors and admins list, add, edit, reorder, retire and restore them.
 */
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

  const staffTags = ['activity-types'];
  app.get(
    '/admin/activity-types',
    {
      onRequest: app.authenticate,
      schema: { tags: staffTags, response: { 200: ActivityTypeAdminListSchema, ...errors } },
    },
    async (req) => listActivityTypes(app, req.member),
  );
  app.post(
    '/admin/activity-types',
    {
      onRequest: app.authenticate,
      schema: { tags: staffTags, body: ActivityCreateSchema, response: { 201: ActivityTypeAdminSchema, ...errors } },
    },
    async (req, reply) => reply.status(201).send(await createActivityType(app, req.member, req.body)),
  );
  app.put(
    '/admin/activity-types/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags: staffTags,
        body: ActivityTypeOrderSchema,
        response: { 200: ActivityTypeAdminListSchema, ...errors },
      },
    },
    async (req) => reorderActivityTypes(app, req.member, req.body.ids),
  );
  app.put(
    '/admin/activity-types/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: staffTags,
        params: IdParamsSchema,
        body: ActivityCreateSchema,
        response: { 200: ActivityTypeAdminSchema, ...errors },
      },
    },
    async (req) => editActivityType(app, req.member, req.params.id, req.body),
  );
  for (const [step, retire] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/admin/activity-types/:id/${step}`,
      {
        onRequest: app.authenticate,
        schema: { tags: staffTags, params: IdParamsSchema, response: { 200: ActivityTypeAdminSchema, ...errors } },
      },
      async (req) => setActivityTypeRetired(app, req.member, req.params.id, retire),
    );
  }
};
export default activitiesRoutes;
