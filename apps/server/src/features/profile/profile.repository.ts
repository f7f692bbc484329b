import type { Locale } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { UserUpdate } from '../../db/tables/core.js';

export type ProfileValues = Pick<
  UserUpdate,
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'region'
  | 'organisation'
  | 'seniority'
  | 'speciality'
  | 'professional_number'
  | 'mobile_number'
  | 'opted_out'
  | 'image_path'
>;

export const findProfile = (db: Db, userId: number) =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

/** Writes the profile and answers the row as it was before, so the caller can drop a replaced photo. */
export const updateProfile = (db: Db, userId: number, values: ProfileValues) =>
  db
    .with('before', (w) => w.selectFrom('users').select(['id', 'image_path']).where('id', '=', userId))
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .from('before')
    .whereRef('users.id', '=', 'before.id')
    .returningAll('users')
    .returning('before.image_path as previous_image_path')
    .executeTakeFirstOrThrow();

export const updateLocale = (db: Db, userId: number, locale: Locale) =>
  db
    .updateTable('users')
    .set({ locale, updated_at: new Date() })
    .where('id', '=', userId)
    .returning('locale')
    .executeTakeFirstOrThrow();
