import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { LoginResponse, PasskeyOptions, PasskeySignIn } from '@aatd/contract';
import type { ServiceContext } from '../../core/service-context.js';
import { relyingParty } from '../../core/passkeys/relying-party.js';
import {
  CEREMONY_TIMEOUT_MS,
  offerChallenge,
  passkeyError,
  takeSignedChallenge,
} from '../../core/passkeys/ceremony.js';
import { findPasskeyByCredentialId, recordPasskeyUse } from '../../core/passkeys/passkeys.repository.js';
import { findUserById } from '../../core/users/users.repository.js';
import { randomToken } from '../../lib/tokens.js';
import { issuePasskeyLoginToken } from './login.repository.js';
import { LOGIN_TOKEN_TTL_SECONDS, refuseAccountState } from './login.service.js';

/**
 * POST /api/auth/passkey/options: a sign-in challenge for any passkey of this site (discoverable
 * credentials: the browser offers the person's passkeys, no e-mail is typed). A visitor calls it,
 * so it has no access policy; it is rate limited per address and the challenge expires.
 */
export async function passkeySignInOptions(ctx: ServiceContext, origin: string | undefined): Promise<PasskeyOptions> {
  const rp = relyingParty(ctx.env, origin);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  return offerChallenge(ctx.db, options, 'sign-in', null, rp);
}

/**
 * POST /api/auth/passkey/verify: checks the signature over a challenge this site issued (taken
 * once), with user verification, and a signature counter that moved on (a counter that went
 * back means a cloned authenticator). The account's states refuse as a password sign-in would.
 * Answers the same one-time sessionToken as the password step; the login interaction then
 * finishes with amr ["hwk","mfa"] and asks for no code.
 */
export async function verifyPasskeySignIn(ctx: ServiceContext, input: PasskeySignIn): Promise<LoginResponse> {
  const { credential } = input;
  const { challenge, rp } = await takeSignedChallenge(ctx.db, credential.response.clientDataJSON, 'sign-in', null);

  const passkey = await findPasskeyByCredentialId(ctx.db, credential.id);
  if (!passkey) throw passkeyError('passkeyUnknown', 404);
  // The authenticator names the account it holds the passkey for; it must be this one's.
  if (credential.response.userHandle !== undefined && credential.response.userHandle !== passkey.user_handle) {
    throw passkeyError('passkeyNotVerified');
  }
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: passkey.transports ? (passkey.transports.split(',') as never[]) : [],
      },
    });
  } catch (err) {
    // A counter that went back (a cloned authenticator) lands here too: worth a look in the log.
    ctx.log.warn({ passkeyId: passkey.id, reason: (err as Error).message }, 'passkey sign-in refused');
    throw passkeyError('passkeyNotVerified');
  }
  if (!verification.verified) throw passkeyError('passkeyNotVerified');
  if (!(await recordPasskeyUse(ctx.db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter))) {
    throw passkeyError('passkeyNotVerified');
  }

  const user = await findUserById(ctx.db, passkey.user_id);
  if (!user) throw passkeyError('passkeyUnknown', 404);
  refuseAccountState(user);
  const sessionToken = randomToken();
  await issuePasskeyLoginToken(ctx.db, user.id, sessionToken, LOGIN_TOKEN_TTL_SECONDS);
  return { sessionToken };
}
