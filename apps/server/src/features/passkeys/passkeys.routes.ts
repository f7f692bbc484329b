import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddPasskeySchema,
  IdParamsSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeyResultSchema,
  PasskeySchema,
  RemovePasskeySchema,
  RenamePasskeySchema,
} from '@aatd/contract';
import { errorResponses } from '../../core/error-responses.js';
import { callerSession } from '../../core/request-token.js';
import {
  addPasskey,
  listOwnPasskeys,
  passkeyRegistrationOptions,
  removeOwnPasskey,
  renameOwnPasskey,
} from './passkeys.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** A member's own passkeys in My Account; signing in with one is the identity feature's. */
const passkeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['identity'];

  app.get(
    '/user/passkeys',
    { onRequest: app.authenticate, schema: { tags, response: { 200: PasskeyListSchema, ...errors } } },
    async (req) => listOwnPasskeys(app, req.member),
  );

  app.post(
    '/user/passkeys/options',
    { onRequest: app.authenticate, schema: { tags, response: { 200: PasskeyOptionsSchema, ...errors } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return passkeyRegistrationOptions(app, req.member, callerSession(req));
    },
  );

  app.post(
    '/user/passkeys',
    {
      onRequest: app.authenticate,
      schema: { tags, body: AddPasskeySchema, response: { 200: PasskeySchema, ...errors } },
    },
    async (req) => addPasskey(app, req.member, callerSession(req), req.body),
  );

  app.put(
    '/user/passkeys/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: IdParamsSchema, body: RenamePasskeySchema, response: { 200: PasskeySchema, ...errors } },
    },
    async (req) => renameOwnPasskey(app, req.member, req.params.id, req.body, req.ip),
  );

  app.post(
    '/user/passkeys/:id/remove',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        body: RemovePasskeySchema,
        response: { 200: PasskeyResultSchema, ...errors },
      },
    },
    async (req) => removeOwnPasskey(app, req.member, callerSession(req), req.params.id, req.body),
  );
};
export default passkeysRoutes;
