import type { Db } from '../db/database.js';
import type { Deployment } from '../config/deployment.js';
import { countUsers, createUser } from '../core/users/users.repository.js';
import { hashPassword } from '../lib/passwords.js';
import { generatePassword } from './sample/sample-users.js';
import { loadSampleData } from './sample/index.js';

export const FIRST_ADMIN_EMAIL = 'admin@example.org';

/**
 * On the first start of an empty embedded database: sample content plus an admin whose generated
 * password is returned so start-up can print it once (it is stored only as an argon2 hash).
 */
export async function bootstrapEmptyDatabase(
  db: Db,
  deployment: Deployment,
  dataDir: string,
): Promise<{ email: string; password: string } | null> {
  if ((await countUsers(db)) > 0) return null;
  const password = generatePassword();
  await createUser(db, {
    email: FIRST_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    title: 'Dr.',
    firstName: 'Site',
    lastName: 'Administrator',
    region: 'US',
    role: 'admin',
    verified: true,
  });
  if (deployment.sampleContent) await loadSampleData({ db, deployment, dataDir });
  return { email: FIRST_ADMIN_EMAIL, password };
}
