import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../../db/database.js';
import type { Env } from '../../../config/env.js';
import { deriveSecret } from '../../../core/secrets.js';

const SETTING = 'oidc.jwks';

/** AES-256-GCM under a key derived from SECRET_KEY: a database dump alone cannot forge ID tokens. */
function seal(env: Env, jwks: { keys: JWK[] }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveSecret(env, 'oidc-jwks'), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(jwks), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

function open(env: Env, sealed: string): { keys: JWK[] } | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveSecret(env, 'oidc-jwks'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as { keys: JWK[] };
  } catch {
    return null;
  }
}

/** ES256 (P-256): generated in milliseconds (RSA takes up to seconds), small and fast to verify. */
export const SIGNING_ALG = 'ES256';

async function generate(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' } as JWK] };
}

/**
 * The provider's signing keys, generated once and kept in app_settings so every instance and
 * every restart signs with the same key. The first instance to start wins the insert race.
 */
export async function loadSigningKeys(
  db: Db,
  env: Env,
  log?: { warn: (msg: string) => void },
): Promise<{ keys: JWK[] }> {
  const read = async () =>
    (await db.selectFrom('app_settings').select('value').where('key', '=', SETTING).executeTakeFirst())?.value;
  let stored = await read();
  if (!stored) {
    await db
      .insertInto('app_settings')
      .values({ key: SETTING, value: seal(env, await generate()) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    stored = await read();
  }
  const jwks = stored ? open(env, stored) : null;
  if (jwks) return jwks;
  // SECRET_KEY changed: start over with a new key. Only outstanding ID tokens (used as logout
  // hints) stop validating; access tokens are opaque rows and stay valid.
  log?.warn('OIDC signing keys were sealed with another SECRET_KEY; generating new ones');
  const fresh = await generate();
  await db
    .updateTable('app_settings')
    .set({ value: seal(env, fresh), updated_at: new Date() })
    .where('key', '=', SETTING)
    .execute();
  return fresh;
}

/** Cookie signing keys for the provider's session and interaction cookies. */
export const cookieKeys = (env: Env) => [deriveSecret(env, 'oidc-cookies').toString('base64url')];
