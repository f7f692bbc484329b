import {
  IDENTITY_ERROR_CODES as C,
  IMAGE_TYPES,
  PASSWORD_MESSAGES,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_ERROR_MESSAGES,
  messageFor,
  REGISTRATION_IMAGE_MAX_BYTES,
  SIGNUP_ACTION,
  SIGNUP_STATUS,
  type SignupBody,
  type Locale,
  type SignupResponse,
} from '@aatd/contract';
import { AppError, notFound } from '../../lib/app-error.js';
import { registrationCountriesOf } from '../../config/deployment.js';
import { processUpload, UploadError } from '../../lib/images.js';
import { hashPassword } from '../../lib/passwords.js';
import { isCommonPassword } from '../../lib/password-strength.js';
import type { HcpRequestMethod } from '../../db/tables/identity-flows.js';
import { createUser, findUserByEmail } from '../../core/users/users.repository.js';
import { enqueueMail } from '../../core/mail/mail.repository.js';
import { mailBrand } from '../../core/mail/mail.service.js';
import { recipientOf, verificationMail } from '../../core/mail/templates/index.js';
import { createUserToken } from '../../core/users/user-tokens.repository.js';
import { createVerificationRequest, type HcpEvidence } from '../../core/verification/hcp-requests.repository.js';
import { deletePhoto, savePhoto } from '../../core/media/photo-storage.js';
import type { ServiceContext } from '../../core/service-context.js';
import { recordConsents, type ConsentOrigin } from '../../core/consent/consent.repository.js';
import { markInvitationsAccepted } from '../../core/users/invitations.repository.js';
import { DocCheckError, exchangeDocCheckCode } from './doccheck.client.js';
import { docCheckLoginUrl, docCheckRedirectUri } from './doccheck.links.js';
import { imageError, type SignupForm } from './signup-form.js';
import { fileStorage } from '../../core/storage/file-storage.js';

const fail = (status: number, code: string) =>
  new AppError(status, code, messageFor(REGISTRATION_ERROR_MESSAGES, code, REGISTRATION_ERROR_FALLBACK));

/**
 * The rules of the form (part 1 §5) beyond its schema, which the upload seam checked
 * (signup-form.ts): a country this deployment registers, and no common password.
 */
function checkSignup(ctx: ServiceContext, body: SignupBody): SignupBody {
  if (!registrationCountriesOf(ctx.deployment).includes(body.region)) throw fail(400, C.crmCountryNotMatched);
  if (
    body.providerId !== 'true' &&
    isCommonPassword(body.password ?? '', [body.email, body.firstName, body.lastName])
  ) {
    throw new AppError(400, 'validationError', PASSWORD_MESSAGES.common, {
      fields: { password: PASSWORD_MESSAGES.common },
    });
  }
  return body;
}

async function processImage(image: Buffer | null) {
  if (!image) return null;
  try {
    return await processUpload(image, { maxBytes: REGISTRATION_IMAGE_MAX_BYTES, allowed: IMAGE_TYPES });
  } catch (err) {
    if (err instanceof UploadError) throw imageError(err.message, err.code);
    throw err;
  }
}

/**
 * How this HCP will be verified once the e-mail is confirmed. A DocCheck code is exchanged now
 * (it is short-lived); a failed exchange is not fatal: the registration goes to the review queue.
 */
async function hcpCheck(ctx: ServiceContext, body: SignupBody, fields: Record<string, string>) {
  if (body.providerId === 'true') return { method: 'providerId' as HcpRequestMethod, evidence: {} };
  const settings = ctx.deployment.docCheck;
  if (body.region !== 'DE' || !body.code || !settings) return { method: 'review' as HcpRequestMethod, evidence: {} };
  try {
    const docCheck = await exchangeDocCheckCode(settings, {
      code: body.code,
      redirectUri: docCheckRedirectUri(ctx.env.publicUrl),
      expectedUniqueKey: fields.uniquekey?.trim() || undefined,
    });
    return { method: 'docCheck' as HcpRequestMethod, evidence: { docCheck } satisfies HcpEvidence };
  } catch (err) {
    const stage = err instanceof DocCheckError ? err.stage : 'network';
    ctx.log.warn(
      { stage, err: (err as Error).message },
      'DocCheck code exchange failed; registration queued for review',
    );
    return { method: 'review' as HcpRequestMethod, evidence: { docCheckError: stage } satisfies HcpEvidence };
  }
}

/**
 * POST /api/auth/signup: validate, store the member unverified with the terms and privacy versions
 * they accepted, and mail the verification link.
 * `locale` is the language the member chose while registering (registration.routes.ts), null if none.
 * The photo goes to the one photo storage (so Edit Profile deletes it when replaced), and any
 * invitation of this address is marked accepted with the new account.
 */
export async function signUp(
  ctx: ServiceContext,
  form: SignupForm,
  origin: Omit<ConsentOrigin, 'source'>,
  locale: Locale | null = null,
): Promise<SignupResponse> {
  const body = checkSignup(ctx, form.body);
  if (await findUserByEmail(ctx.db, body.email)) throw fail(409, C.userAlreadyExist);
  const image = await processImage(form.image);
  const check = await hcpCheck(ctx, body, form.fields);
  const providerId = body.providerId === 'true';
  const passwordHash = providerId ? null : await hashPassword(body.password ?? '');
  const imagePath = image ? await savePhoto(fileStorage(ctx.env), image) : null;

  try {
    await ctx.db.transaction().execute(async (trx) => {
      const user = await createUser(trx, {
        email: body.email,
        passwordHash,
        title: body.title,
        firstName: body.firstName,
        lastName: body.lastName,
        region: body.region,
        seniority: body.seniority || null,
        speciality: body.speciality || null,
        organisation: body.organisation || null,
        professionalNumber: body.professionalNumber || null,
        mobileNumber: body.mobileNumber || null,
        imagePath,
        providerIdUser: providerId,
        // Saved with the account, so the verification mail below is already in it.
        locale,
      });
      // The form's two acceptance boxes are the versions in force now: recorded with when and from where.
      const legal = ctx.deployment.legal;
      await recordConsents(
        trx,
        user.id,
        [
          { document: 'terms', version: legal.terms.version },
          { document: 'privacy', version: legal.privacy.version },
        ],
        { source: 'registration', ...origin },
      );
      await createVerificationRequest(trx, user.id, check.method, check.evidence);
      await markInvitationsAccepted(trx, user.email);
      const token = await createUserToken(trx, user.id, 'verifyEmail');
      await enqueueMail(trx, verificationMail(mailBrand(ctx), recipientOf(user), token));
    });
  } catch (err) {
    await deletePhoto(fileStorage(ctx.env), imagePath);
    // Two sign-ups with one address at once: the unique index decides, the loser hears why.
    if ((err as { code?: string }).code === '23505') throw fail(409, C.userAlreadyExist);
    throw err;
  }
  return providerId
    ? { status: SIGNUP_STATUS.pendingProviderVerification, action: SIGNUP_ACTION.requestRaisedForProviderVerification }
    : { status: SIGNUP_STATUS.pendingEmailVerification, action: SIGNUP_ACTION.sentEmailVerificationLink };
}

/** GET /api/auth/doccheck: where the DocCheck modal's frame starts (404 where DocCheck is off). */
export async function docCheckLogin(ctx: ServiceContext, idForm: string) {
  if (!ctx.deployment.docCheck) throw notFound('DocCheck login');
  return { loginUrl: docCheckLoginUrl(ctx.deployment.docCheck, ctx.env.publicUrl, idForm) };
}
