import type { VerificationValidity } from '@aatd/contract';
import type { Deployment } from '../../config/deployment.js';

const DAY_MS = 86_400_000;

/**
 * When a verification decided at `verifiedAt` runs out: the same day of the month validityMonths
 * later, or that month's last day when it is shorter (31 August + 6 months = 28/29 February).
 */
export function verificationExpiresAt(verifiedAt: Date, validityMonths: number): Date {
  const end = new Date(verifiedAt);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + validityMonths);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The moment each reminder is due: `days` whole days before the end, largest first. */
export function reminderDates(expiresAt: Date, reminderDays: readonly number[]): { daysBefore: number; at: Date }[] {
  return [...new Set(reminderDays)]
    .sort((a, b) => b - a)
    .map((daysBefore) => ({ daysBefore, at: new Date(expiresAt.getTime() - daysBefore * DAY_MS) }));
}

/**
 * Where a verified member stands: valid; expiring once the first reminder is due (the member is
 * asked to confirm their details); expired from the end on. Staff are not HCP-verified members,
 * so their console access never runs out (state 'none' for anyone without a decision).
 */
export function verificationValidity(
  user: { role: string; hcpVerifiedAt: Date | null; renewalPending: boolean },
  settings: Deployment['hcpVerification'],
  now: Date,
): VerificationValidity {
  if (user.role !== 'member' || !user.hcpVerifiedAt) {
    return {
      state: 'none',
      verifiedAt: user.hcpVerifiedAt?.toISOString() ?? null,
      expiresAt: null,
      renewalPending: false,
    };
  }
  const expiresAt = verificationExpiresAt(user.hcpVerifiedAt, settings.validityMonths);
  const firstReminder = reminderDates(expiresAt, settings.reminderDays)[0]?.at ?? expiresAt;
  const state = now >= expiresAt ? 'expired' : now >= firstReminder ? 'expiring' : 'valid';
  return {
    state,
    verifiedAt: user.hcpVerifiedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    renewalPending: user.renewalPending,
  };
}
