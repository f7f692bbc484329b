import {
  IMAGE_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
  UPLOAD_MESSAGES,
  type LanguagePreference,
  type ProfileBody,
} from '@aatd/contract';
import { requireAccountHolder, requireMember, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { writeScreened } from '../../core/safety/report-possible-adverse-event.js';
import { AppError } from '../../lib/app-error.js';
import { processUpload, UploadError } from '../../lib/images.js';
import { deletePhoto, savePhoto } from '../../core/media/photo-storage.js';
import { findProfile, updateLocale, updateProfile, type ProfileValues } from './profile.repository.js';
import { presentOwnProfile } from './profile.presenter.js';
import { fileStorage, type FileStorage } from '../../core/storage/file-storage.js';

/** GET /api/user/profile: the member's own profile for Edit Profile. */
export async function getOwnProfile(ctx: ServiceContext, actor: Actor) {
  // The member's own account stays readable while an access gate is closed.
  const member = requireAccountHolder(actor);
  return { data: presentOwnProfile(await findProfile(ctx.db, member.id)) };
}

export const uploadFailure = (code: 'fileTooBig' | 'unsupportedFormat', message: string) =>
  new AppError(400, code, message, { fields: { image: message } });

/** The stored photo for IMAGE_UPDATED: checked by content and re-encoded (lib/images.ts). */
async function storeNewPhoto(storage: FileStorage, photo: Buffer | undefined): Promise<string> {
  if (!photo || photo.length === 0) throw uploadFailure('unsupportedFormat', UPLOAD_MESSAGES.unsupported);
  try {
    const image = await processUpload(photo, { maxBytes: PROFILE_IMAGE_MAX_BYTES, allowed: IMAGE_TYPES });
    return await savePhoto(storage, image);
  } catch (err) {
    if (err instanceof UploadError) throw uploadFailure(err.code, err.message);
    throw err;
  }
}

/** Optional fields arrive only when filled (part 2 §5), so a missing one clears the stored value. */
const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

/**
 * PUT /api/user. imageStatus decides the photo: UNCHANGED keeps it (a stray file is ignored),
 * DELETED removes it, UPDATED needs a new one. A replaced or removed file is deleted only after the
 * row is written, so a failed save never leaves a member without their photo.
 */
export async function saveProfile(ctx: ServiceContext, actor: Actor, body: ProfileBody, photo?: Buffer) {
  const member = requireMember(actor);
  const storage = fileStorage(ctx.env);
  const values: ProfileValues = {
    title: body.title,
    first_name: body.firstName,
    last_name: body.lastName,
    region: body.region,
    organisation: orNull(body.organisation),
    seniority: orNull(body.seniority),
    speciality: orNull(body.speciality),
    professional_number: orNull(body.professionalNumber),
    mobile_number: orNull(body.mobileNumber),
    opted_out: body.optOut === 'true',
  };
  const newPhoto = body.imageStatus === 'IMAGE_UPDATED' ? await storeNewPhoto(storage, photo) : undefined;
  if (body.imageStatus === 'IMAGE_UPDATED') values.image_path = newPhoto;
  if (body.imageStatus === 'IMAGE_DELETED') values.image_path = null;

  let row;
  try {
    // The organisation is the profile's free text: screened like anything else a member writes.
    row = await writeScreened(
      ctx.db,
      ctx,
      values.organisation ?? '',
      (db) => updateProfile(db, member.id, values),
      () => ({ source: 'profile', sourceId: `${member.id}@${Date.now()}`, authorId: member.id }),
    );
  } catch (err) {
    await deletePhoto(storage, newPhoto);
    throw err;
  }
  if (body.imageStatus !== 'IMAGE_UNCHANGED' && row.previous_image_path !== row.image_path) {
    await deletePhoto(storage, row.previous_image_path).catch(() => undefined);
  }
  return { data: presentOwnProfile(row) };
}

/**
 * PUT /api/user/language: the member's language, which the site takes on their next sign-in on any
 * browser and their e-mails are written in. Open behind the access gates: a member asked to accept
 * new terms may want to read them in their language.
 */
export async function saveLanguage(ctx: ServiceContext, actor: Actor, body: LanguagePreference) {
  const member = requireAccountHolder(actor);
  const row = await updateLocale(ctx.db, member.id, body.locale);
  return { locale: row.locale ?? body.locale };
}
