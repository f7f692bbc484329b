import type { Db } from '../../db/database.js';

/** The terms and privacy versions the member last accepted; undefined when the account is gone. */
export const findAcceptedVersions = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('users')
    .select(['terms_version', 'privacy_version'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { terms: row.terms_version, privacy: row.privacy_version };
};
