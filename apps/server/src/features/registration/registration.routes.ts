import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, SignupResponseSchema } from '@aatd/contract';
import { limitBy } from '../../core/rate-limits.js';
import { requireAltcha } from '../../core/captcha/altcha.js';
import { readSignupForm } from './signup-form.js';
import { acceptUploadForms } from '../../core/uploads/upload-form.js';
import { signUp } from './registration.service.js';
import { chosenLocale } from '../../core/users/chosen-locale.js';

/**
 * POST /api/auth/signup (multipart; part 1 §7 names both /auth/signup and /user/signup, this is
 * the first reading). The body is read by the upload seam and its parts validated there with the
 * contract's SignupBodySchema, since a multipart body cannot go through the route's JSON schema.
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploadForms(app);

  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['identity'],
        consumes: ['multipart/form-data'],
        response: { 200: SignupResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
      // Per address: sign-ups are rare for a person and cheap to script for a bot.
      preHandler: [limitBy(app, { name: 'signup', max: 10, timeWindow: '1 hour' }), requireAltcha(app)],
    },
    async (req) => {
      const form = await readSignupForm(req);
      return signUp(
        app,
        form,
        {
          ipAddress: req.ip,
          userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
        },
        chosenLocale(form.fields.locale, req.headers),
      );
    },
  );
};
export default registrationRoutes;
