import { z } from 'zod';

/**
 * Passkeys (WebAuthn): a member or staff member adds them in My Account and signs in with one
 * instead of a password. The authenticator verifies the person (PIN, fingerprint, face), so a
 * passkey sign-in counts as both factors for staff.
 */
export const PASSKEY_ERROR_CODES = {
  /** The ceremony's challenge is unknown, used already or expired. */
  passkeyChallengeExpired: 'passkeyChallengeExpired',
  /** The authenticator's answer did not verify (signature, origin, user verification, counter). */
  passkeyNotVerified: 'passkeyNotVerified',
  /** No account has this passkey (removed, or never registered here). */
  passkeyUnknown: 'passkeyUnknown',
  /** Adding a passkey needs a session signed in with the account's second factor. */
  passkeyNeedsSecondFactor: 'passkeyNeedsSecondFactor',
} as const;

export const PASSKEY_MESSAGES = {
  passkeyChallengeExpired: 'This passkey request has expired. Please try again.',
  passkeyNotVerified: 'Your passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered on this site. Sign in with your password, then add it in My Account.',
  passkeyNeedsSecondFactor:
    'To add a passkey, sign in with your second factor (authenticator app or an existing passkey) first.',
} as const;

/** Enough for every device a person uses; each is listed in My Account. */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 60;

/** Audit actions of passkeys; an admin's reset is the second factor's reset. */
export const PASSKEY_AUDIT_ACTIONS = {
  add: 'passkey.add',
  rename: 'passkey.rename',
  remove: 'passkey.remove',
} as const;

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name, such as the device it is on')
  .max(PASSKEY_NAME_MAX, `Keep the name to ${PASSKEY_NAME_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'The name contains characters that cannot be shown');

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');

/** A public-key credential as @simplewebauthn/browser sends it; the ceremonies differ in `response`. */
const credentialWith = <R extends z.ZodType>(response: R) =>
  z.object({
    id: b64url(1400).min(1),
    rawId: b64url(1400).min(1),
    type: z.literal('public-key'),
    response,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  });

/** The browser's answer to navigator.credentials.create. */
export const RegistrationCredentialSchema = credentialWith(
  z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(20000),
    transports: z.array(z.string().max(20)).max(10).optional(),
    authenticatorData: b64url(20000).optional(),
    publicKey: b64url(4000).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
);

/** The browser's answer to navigator.credentials.get. */
export const AuthenticationCredentialSchema = credentialWith(
  z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(20000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
);

/** The options a ceremony starts with (WebAuthn's JSON form); the browser library reads them. */
export const PasskeyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** POST /api/user/passkeys: the new passkey's name and the authenticator's answer. */
export const AddPasskeySchema = z.object({ name: PasskeyNameSchema, credential: RegistrationCredentialSchema });
export type AddPasskey = z.infer<typeof AddPasskeySchema>;

export const RenamePasskeySchema = z.object({ name: PasskeyNameSchema });
export type RenamePasskey = z.infer<typeof RenamePasskeySchema>;

/** Removing a passkey asks for the password again, as turning off the second factor does. */
export const RemovePasskeySchema = z.object({ password: z.string().min(1, 'Enter your password').max(200) });
export type RemovePasskey = z.infer<typeof RemovePasskeySchema>;

/** POST /api/auth/passkey/verify */
export const PasskeySignInSchema = z.object({ credential: AuthenticationCredentialSchema });
export type PasskeySignIn = z.infer<typeof PasskeySignInSchema>;

export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by the platform (iCloud Keychain, a password manager) rather than bound to one device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListSchema = z.object({ data: z.array(PasskeySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

export const PasskeyResultSchema = z.object({ message: z.string() });
export type PasskeyResult = z.infer<typeof PasskeyResultSchema>;
