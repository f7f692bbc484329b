import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { createUser } from '../../core/users/users.repository.js';
import { hashPassword } from '../../lib/passwords.js';

/** A readable random password: 4 groups so it meets the policy (upper, lower, digit, special). */
export const generatePassword = () => {
  const raw = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-A7k`;
};

export const SAMPLE_MEMBERS = [
  {
    title: 'Dr.',
    first: 'Sample',
    last: 'Hepatologist',
    email: 'sample.hepatology@example.org',
    region: 'DE',
    speciality: 'spec0',
  },
  {
    title: 'Dr.',
    first: 'Sample',
    last: 'Pulmonologist',
    email: 'sample.pulmonology@example.org',
    region: 'US',
    speciality: 'spec1',
  },
  { title: 'Mrs.', first: 'Sample', last: 'Nurse', email: 'sample.nurse@example.org', region: 'AE', speciality: null },
] as const;

/**
 * The sample editorial team: the editor writes and publishes the sample content, the reviewer (not
 * its author) approves it, so every sample item has a version history, an approval and audit records.
 */
export const SAMPLE_STAFF = {
  editor: { first: 'Sample', last: 'Editor', email: 'sample.editor@example.org', role: 'editor' },
  reviewer: { first: 'Sample', last: 'Reviewer', email: 'sample.reviewer@example.org', role: 'reviewer' },
} as const;

/** Sample members (marked is_sample) so the directory, sharing and messaging have someone to show. */
export async function loadSampleMembers(db: Db): Promise<{ password: string }> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  for (const m of SAMPLE_MEMBERS) {
    await createUser(db, {
      email: m.email,
      passwordHash,
      title: m.title,
      firstName: m.first,
      lastName: m.last,
      region: m.region,
      speciality: m.speciality,
      verified: true,
      isSample: true,
    });
  }
  for (const s of Object.values(SAMPLE_STAFF)) {
    await createUser(db, {
      email: s.email,
      passwordHash,
      title: 'Dr.',
      firstName: s.first,
      lastName: s.last,
      region: 'US',
      role: s.role,
      verified: true,
      isSample: true,
    });
  }
  return { password };
}
