import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  LanguagePreferenceResponseSchema,
  LanguagePreferenceSchema,
  OwnProfileResponseSchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileBodySchema,
  UPLOAD_MESSAGES,
} from '@aatd/contract';
import { acceptUploadForms, readUploadForm, uploadedBytes } from '../../core/uploads/upload-form.js';
import { getOwnProfile, saveLanguage, saveProfile, uploadFailure } from './profile.service.js';

/** Edit Profile (part 2 §2.9): the member's own profile, and its multipart update. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploadForms(app);

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
        response: { 200: OwnProfileResponseSchema, 400: ErrorResponseSchema, 415: ErrorResponseSchema },
      },
    },
    async (req) => {
      const form = await readUploadForm(req, {
        notMultipart: 'Send the profile as multipart/form-data.',
        file: {
          field: 'image',
          maxBytes: PROFILE_IMAGE_MAX_BYTES,
          tooLarge: () => uploadFailure('fileTooBig', UPLOAD_MESSAGES.tooBig),
        },
        fields: ProfileBodySchema,
        fieldChars: 10_000,
      });
      return saveProfile(app, req.member, form.fields, form.file ? await uploadedBytes(form.file) : undefined);
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
