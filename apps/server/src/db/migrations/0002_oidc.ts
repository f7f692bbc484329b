import type { Kysely } from 'kysely';

/** Storage for the OpenID Provider (sessions, grants, codes, tokens), shared by every instance. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('account_id', 'integer')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['id', 'type'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant_idx').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid_idx').on('oidc_payloads').column('uid').execute();
  await db.schema
    .createIndex('oidc_payloads_account_idx')
    .on('oidc_payloads')
    .columns(['account_id', 'type'])
    .execute();
  await db.schema.createIndex('oidc_payloads_expiry_idx').on('oidc_payloads').column('expires_at').execute();
}
