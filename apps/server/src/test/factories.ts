import { insertComment } from '../features/comments/comments.repository.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@aatd/contract';
import type { User } from '../db/tables/core.js';
import { createUser, type CreateUserInput } from '../core/users/users.repository.js';

let seq = 0;

export interface SessionOptions {
  /**
   * Whether the session was signed in with the second factor (amr ["pwd","otp"]). Staff sessions
   * have it by default, as staff must sign in with it; members sign in with a password only.
   */
  secondFactor?: boolean;
}

/**
 * A verified member with a live access token, stored exactly as the OpenID Provider stores one
 * (an AccessToken row keyed by the token value, its amr in the extra claims). The identity tests
 * cover issuing it for real.
 */
export async function createMember(
  app: FastifyInstance,
  overrides: Partial<CreateUserInput> = {},
  session: SessionOptions = {},
): Promise<{ user: User; token: string; auth: { authorization: string } }> {
  seq += 1;
  const user = await createUser(app.db, {
    email: `member${seq}-${randomBytes(3).toString('hex')}@example.test`,
    passwordHash: null,
    title: 'Dr.',
    firstName: `First${seq}`,
    lastName: `Last${seq}`,
    region: 'US',
    verified: true,
    // Members of the tests have accepted the versions in force unless a test says otherwise.
    acceptedVersions: { terms: app.deployment.legal.terms.version, privacy: app.deployment.legal.privacy.version },
    ...overrides,
  });
  const secondFactor = session.secondFactor ?? user.role !== 'member';
  const token = await issueTestAccessToken(app, user.id, secondFactor ? ['pwd', 'otp'] : ['pwd']);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (
  app: FastifyInstance,
  overrides: Partial<CreateUserInput> = {},
  session: SessionOptions = {},
) => createMember(app, { role: 'admin', ...overrides }, session);

/** A verified member holding a staff role (or 'member', for the forbidden case of a role table). */
export const createStaff = (
  app: FastifyInstance,
  role: Role,
  overrides: Partial<CreateUserInput> = {},
  session: SessionOptions = {},
) => createMember(app, { role, ...overrides }, session);

export async function issueTestAccessToken(
  app: FastifyInstance,
  userId: number,
  amr: readonly string[] = ['pwd'],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  await app.db
    .insertInto('oidc_payloads')
    .values({
      id: token,
      type: 'AccessToken',
      payload: JSON.stringify({
        jti: token,
        kind: 'AccessToken',
        accountId: String(userId),
        clientId: 'web',
        scope: 'openid',
        extra: { amr },
        iat: now,
        exp: now + 3600,
      }),
      account_id: userId,
      expires_at: new Date((now + 3600) * 1000),
    })
    .execute();
  return token;
}

/** A comment (or a reply, with parentId) written straight to the database. */
export const createComment = (
  app: FastifyInstance,
  input: { postId: number; userId: number; parentId: number | null; text: string },
) => insertComment(app.db, input);
