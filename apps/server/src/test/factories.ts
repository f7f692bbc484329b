import { insertComment } from '../features/comments/comments.repository.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@aatd/contract';
import type { User } from '../db/tables/core.js';
import { createUser, type CreateUserInput } from '../core/users/users.repository.js';

let seq = 0;

/**
 * A verified member with a live access token, stored exactly as the OpenID Provider stores one
 * (an AccessToken row keyed by the token value). The identity tests cover issuing it for real.
 */
export async function createMember(
  app: FastifyInstance,
  overrides: Partial<CreateUserInput> = {},
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
  const token = await issueTestAccessToken(app, user.id);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export const createAdmin = (app: FastifyInstance, overrides: Partial<CreateUserInput> = {}) =>
  createMember(app, { role: 'admin', ...overrides });

/** A verified member holding a staff role (or 'member', for the forbidden case of a role table). */
export const createStaff = (app: FastifyInstance, role: Role, overrides: Partial<CreateUserInput> = {}) =>
  createMember(app, { role, ...overrides });

export async function issueTestAccessToken(app: FastifyInstance, userId: number): Promise<string> {
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
