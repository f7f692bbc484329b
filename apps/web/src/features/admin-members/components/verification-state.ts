import type { VerificationValidity } from '@aatd/contract';

/** Where a member's HCP verification stands against its validity period. */
export const VERIFICATION_STATE_LABELS: Record<VerificationValidity['state'], string> = {
  valid: 'valid',
  expiring: 'ends soon',
  expired: 'expired',
  none: 'no validity period',
};
