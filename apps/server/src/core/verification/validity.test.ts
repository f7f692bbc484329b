import { describe, expect, it } from 'vitest';
import { reminderDates, verificationExpiresAt, verificationValidity } from './validity.js';

const at = (s: string) => new Date(s);
const settings = { validityMonths: 24, reminderDays: [30, 7] };

describe('verificationExpiresAt: validity counted from the decision', () => {
  it('is the same day and time validityMonths later', () => {
    expect(verificationExpiresAt(at('2024-03-15T10:00:00Z'), 24).toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });
  it("falls on the month's last day when that month is shorter", () => {
    expect(verificationExpiresAt(at('2025-08-31T00:00:00Z'), 6).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(verificationExpiresAt(at('2022-02-28T00:00:00Z'), 24).toISOString()).toBe('2024-02-28T00:00:00.000Z');
    expect(verificationExpiresAt(at('2023-01-31T12:00:00Z'), 13).toISOString()).toBe('2024-02-29T12:00:00.000Z');
  });
});

describe('reminderDates', () => {
  it('30 and 7 whole days before the end, the earliest first, duplicates once', () => {
    const end = at('2026-03-15T10:00:00Z');
    expect(reminderDates(end, [7, 30, 7]).map((r) => [r.daysBefore, r.at.toISOString()])).toEqual([
      [30, '2026-02-13T10:00:00.000Z'],
      [7, '2026-03-08T10:00:00.000Z'],
    ]);
  });
});

describe('verificationValidity', () => {
  const member = (verifiedAt: string | null) => ({
    role: 'member',
    hcpVerifiedAt: verifiedAt ? at(verifiedAt) : null,
    renewalPending: false,
  });
  it('valid until the first reminder is due', () => {
    const v = verificationValidity(member('2024-03-15T10:00:00Z'), settings, at('2026-02-13T09:59:59Z'));
    expect(v).toMatchObject({ state: 'valid', expiresAt: '2026-03-15T10:00:00.000Z' });
  });
  it('expiring from the first reminder to the end', () => {
    expect(verificationValidity(member('2024-03-15T10:00:00Z'), settings, at('2026-02-13T10:00:00Z')).state).toBe(
      'expiring',
    );
    expect(verificationValidity(member('2024-03-15T10:00:00Z'), settings, at('2026-03-15T09:59:59Z')).state).toBe(
      'expiring',
    );
  });
  it('expired from the end on', () => {
    expect(verificationValidity(member('2024-03-15T10:00:00Z'), settings, at('2026-03-15T10:00:00Z')).state).toBe(
      'expired',
    );
  });
  it('none for staff and for members without a decision', () => {
    expect(
      verificationValidity({ ...member('2020-01-01T00:00:00Z'), role: 'admin' }, settings, at('2026-01-01T00:00:00Z'))
        .state,
    ).toBe('none');
    expect(verificationValidity(member(null), settings, at('2026-01-01T00:00:00Z')).state).toBe('none');
  });
});
