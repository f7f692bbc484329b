import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LanguagePreferenceResponseSchema,
  LanguagePreferenceSchema,
  OwnProfileResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileBodySchema,
} from '@aatd/contract';
import { getOwnProfile, saveLanguage, saveProfile, type PhotoPart } from './profile.service.js';

const PhotoPartSchema = z.custom<PhotoPart>(
  (v) => typeof v === 'object' && v !== null && Buffer.isBuffer((v as PhotoPart).buffer),
);
const ProfileUpdateSchema = ProfileBodySchema.extend({ image: PhotoPartSchema.optional() });

/** Edit Profile (part 2 §2.9): the member's own profile, and its multipart update. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only, so it cannot clash with another feature's multipart parser.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // One byte over the limit is enough to know a file is too big; the rest is never read.
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 10_000 },
    throwFileSizeLimit: false,
    async onFile(part) {
      const buffer = await part.toBuffer();
      (part as unknown as { value: PhotoPart }).value = { buffer, truncated: part.file.truncated };
    },
  });

  app.get(
    '/user/profile',
    { onRequest: app.authenticate, schema: { tags: ['profile'], response: { 200: OwnProfileResponseSchema } } },
    async (req) => getOwnProfile(app, req.member),
  );

  app.put(
    '/user',
    {
      // onRequest, not preHandler: a caller without a valid token is refused before any upload is read.
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Update the profile (multipart: fields as string parts, the photo as `image`)',
        consumes: ['multipart/form-data'],
        body: ProfileUpdateSchema,
        response: { 200: OwnProfileResponseSchema },
      },
    },
    async (req) => {
      const { image, ...body } = req.body;
      return saveProfile(app, req.member, body, image);
    },
  );

  app.put(
    '/user/language',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: "Save the member's language (site and e-mails)",
        body: LanguagePreferenceSchema,
        response: { 200: LanguagePreferenceResponseSchema },
      },
    },
    async (req) => saveLanguage(app, req.member, req.body),
  );
};
export default profileRoutes;
