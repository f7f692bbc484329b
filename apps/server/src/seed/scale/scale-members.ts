import { sql, type RawBuilder } from 'kysely';
import { COUNTRY_CODES, SENIORITY_CODES, SPECIALITY_CODES, TITLES } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { FIRST_NAMES, LAST_NAMES } from './scale-words.js';
import { inBatches, type Progress } from './progress.js';
import { DeploymentSchema } from '../../config/deployment.js';

/** Scale members accepted the default deployment's terms and privacy versions (the bench runs on it). */
const ACCEPTED = DeploymentSchema.parse({}).legal;

export const SCALE_EMAIL_DOMAIN = 'scale.example';

/** A stable pseudo-random number in [0, 1) for an integer key: the data set is the same on every run. */
export const uniform = (key: RawBuilder<unknown>) => sql`((hashint8(${key})::bigint + 2147483648) / 4294967296.0)`;

/** One element of a text array parameter, chosen by an integer key. */
export const pick = (values: readonly string[], key: RawBuilder<unknown>) =>
  sql`(${[...values]}::text[])[1 + ((${key}) % ${values.length})]`;

/**
 * Members n = 1..total, e-mail scale-member-n@scale.example, marked is_sample. Names repeat as in
 * a real directory (50 first names x 100 last names), one in ten waits for HCP verification and
 * one in twenty has opted out of the directory; sign-up dates spread over a year.
 */
export async function insertScaleMembers(db: Db, total: number, progress: Progress): Promise<void> {
  await inBatches(progress('members', total), total, 10_000, (from, to) =>
    sql`
      insert into users (email, password_hash, title, first_name, last_name, seniority, speciality, region,
        organisation, email_verified_at, hcp_status, hcp_verified_at, opted_out, customer_id, digital_id,
        crm_country, is_sample, created_at, updated_at, terms_version, privacy_version)
      select 'scale-member-' || n || ${`@${SCALE_EMAIL_DOMAIN}`}, null, ${pick(TITLES, sql`n`)},
        ${pick(FIRST_NAMES, sql`n * 7`)}, ${pick(LAST_NAMES, sql`n * 13 + n / 50`)},
        ${pick(SENIORITY_CODES, sql`n * 3`)}, ${pick(SPECIALITY_CODES, sql`n * 5`)}, region,
        'Scale hospital ' || (n % 500), joined, case when n % 10 = 0 then 'pending' else 'verified' end,
        case when n % 10 = 0 then null else joined end, n % 20 = 7, 'C-scale-' || n, gen_random_uuid()::text,
        region, true, joined, joined, ${ACCEPTED.terms.version}, ${ACCEPTED.privacy.version}
      from (
        select n, ${pick(COUNTRY_CODES, sql`n * 11`)} as region,
          now() - (${total} - n) * interval '5 minutes' as joined
        from generate_series(${from}::int, ${to}::int) as n
      ) s`.execute(db),
  );
}
