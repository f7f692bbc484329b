import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale, Role } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { User, UserUpdate } from '../../db/tables/core.js';

export interface CreateUserInput {
  email: string;
  passwordHash: string | null;
  title: string;
  firstName: string;
  lastName: string;
  region: string;
  seniority?: string | null;
  speciality?: string | null;
  organisation?: string | null;
  professionalNumber?: string | null;
  mobileNumber?: string | null;
  imagePath?: string | null;
  providerIdUser?: boolean;
  /** Defaults to 'member'. */
  role?: Role;
  /** E-mail and HCP verification both done (operator CLI, sample data). */
  verified?: boolean;
  isSample?: boolean;
  /** The terms/privacy versions taken as accepted (test members); registration records consents instead. */
  acceptedVersions?: { terms: string; privacy: string };
  /** The language chosen at registration (users.locale); null or absent: not chosen, English. */
  locale?: Locale | null;
}

/** Identifiers the CRM integration would assign; generated locally so every member has them. */
const crmIds = () => ({ customer_id: `C-${randomUUID().slice(0, 8)}`, digital_id: randomUUID() });

export async function createUser(db: Db, input: CreateUserInput): Promise<User> {
  const now = new Date();
  return db
    .insertInto('users')
    .values({
      email: input.email.trim().toLowerCase(),
      password_hash: input.passwordHash,
      title: input.title,
      first_name: input.firstName,
      last_name: input.lastName,
      region: input.region,
      seniority: input.seniority ?? null,
      speciality: input.speciality ?? null,
      organisation: input.organisation ?? null,
      professional_number: input.professionalNumber ?? null,
      mobile_number: input.mobileNumber ?? null,
      image_path: input.imagePath ?? null,
      provider_id_user: input.providerIdUser ?? false,
      role: input.role ?? 'member',
      email_verified_at: input.verified ? now : null,
      hcp_status: input.verified ? 'verified' : 'none',
      hcp_verified_at: input.verified ? now : null,
      crm_country: input.region,
      is_sample: input.isSample ?? false,
      terms_version: input.acceptedVersions?.terms ?? null,
      privacy_version: input.acceptedVersions?.privacy ?? null,
      locale: input.locale ?? null,
      ...crmIds(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const countUsers = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const updateUserByEmail = (db: Db, email: string, values: UserUpdate) =>
  db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .returningAll()
    .executeTakeFirst();

/** The user's role, locked until the transaction ends so two changes apply one after another. */
export const findRoleForUpdate = (db: Db, id: number) =>
  db.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', id).forUpdate().executeTakeFirst();

export const setRole = (db: Db, id: number, role: Role) =>
  db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', id).execute();

/** A person's name as the console shows it ("Dr. Ann Lee"), from a left-joined users alias; null for the system. */
export const staffNameOf = (alias: string) =>
  sql<string | null>`case when ${sql.ref(`${alias}.id`)} is null then null
    else ${sql.ref(`${alias}.title`)} || ' ' || ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)} end`;
