import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/database.js';

/** Sessions, grants, codes and tokens are "owned" by a member; this links the row to users.id. */
const accountIdOf = (payload: AdapterPayload): number | null => {
  const id = payload.accountId;
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : null;
};

/** PostgreSQL text cannot hold NUL, so no stored id has one: such a lookup finds nothing. */
const storable = (value: string) => !value.includes('\u0000');

const expiryOf = (expiresIn: number | undefined) =>
  expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000);

/**
 * oidc-provider's storage in PostgreSQL (table oidc_payloads), so a restart or a second instance
 * keeps everyone signed in. An opaque token's value is its id, which is why plugins/auth.ts can
 * resolve a Bearer token with one indexed lookup.
 */
export function postgresAdapter(db: Db) {
  return class PostgresAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        account_id: accountIdOf(payload),
        expires_at: expiryOf(expiresIn),
      };
      await db
        .insertInto('oidc_payloads')
        .values({ id, type: this.name, ...row })
        .onConflict((oc) => oc.columns(['id', 'type']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      if (!storable(value)) return undefined;
      const found = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where(column, '=', value)
        .where('type', '=', this.name)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
        .executeTakeFirst();
      if (!found) return undefined;
      const payload = found.payload as AdapterPayload;
      return found.consumed_at
        ? { ...payload, consumed: Math.floor(new Date(found.consumed_at).getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('type', '=', this.name)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('id', '=', id).where('type', '=', this.name).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).where('type', '=', this.name).execute();
    }
  };
}
