import type { Db } from '../db/database.js';
import type { Deployment } from '../config/deployment.js';
import type { FileStorage } from '../core/storage/file-storage.js';
import { countUsers, createUser } from '../core/users/users.repository.js';
import { hashPassword } from '../lib/passwords.js';
import { generatePassword } from './sample/sample-users.js';
import { loadSampleData } from './sample/index.js';
import { allOrNothing } from '../db/all-or-nothing.js';

export const FIRST_ADMIN_EMAIL = 'admin@example.org';

/**
 * On the first start of an empty embedded database: sample content plus an admin whose generated
 * password is returned so start-up can print it once (it is stored only as an argon2 hash). All or
 * nothing: a start that fails half-way leaves the database empty, so the next start does it all
 * again and prints a password that works (never an admin whose password nobody saw).
 */
export async function bootstrapEmptyDatabase(
  db: Db,
  deployment: Deployment,
  storage: FileStorage,
): Promise<{ email: string; password: string } | null> {
  if ((await countUsers(db)) > 0) return null;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return allOrNothing(db, async (trx) => {
    if ((await countUsers(trx)) > 0) return null;
    await createUser(trx, {
      email: FIRST_ADMIN_EMAIL,
      passwordHash,
      title: 'Dr.',
      firstName: 'Site',
      lastName: 'Administrator',
      region: 'US',
      role: 'admin',
      verified: true,
    });
    if (deployment.sampleContent) await loadSampleData({ db: trx, deployment, storage });
    return { email: FIRST_ADMIN_EMAIL, password };
  });
}
