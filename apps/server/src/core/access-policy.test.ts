import { describe, expect, it } from 'vitest';
import { accessGates, hasRole, memberOf, requireAccountHolder, requireMember, requireRole } from './access-policy.js';

describe('access policy: roles', () => {
  const editor = memberOf({ id: 1, role: 'editor' });
  const admin = memberOf({ id: 2, role: 'admin' });
  const member = memberOf({ id: 3, role: 'member' });

  it('derives isAdmin from the role', () => {
    expect(admin.isAdmin).toBe(true);
    expect(editor.isAdmin).toBe(false);
  });

  it('gives admins every role and others only their own', () => {
    expect(hasRole(admin, 'reviewer')).toBe(true);
    expect(hasRole(admin, 'safety')).toBe(true);
    expect(hasRole(editor, 'editor')).toBe(true);
    expect(hasRole(editor, 'reviewer')).toBe(false);
    expect(hasRole(editor, ['reviewer', 'editor'])).toBe(true);
    expect(hasRole(member, ['editor', 'reviewer', 'moderator', 'safety', 'admin'])).toBe(false);
    expect(hasRole(null, 'editor')).toBe(false);
  });

  it('answers 401 to nobody and 403 with the role named to the wrong role', () => {
    expect(() => requireRole(null, 'editor')).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => requireRole(member, 'editor')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Only editors may do this.' }),
    );
    expect(() => requireRole(editor, 'admin')).toThrow('Only administrators may do this.');
    expect(() => requireRole(editor, ['reviewer', 'admin'], 'Reviewers only.')).toThrow('Reviewers only.');
    expect(requireRole(editor, 'editor')).toBe(editor);
    expect(requireRole(admin, 'reviewer')).toBe(admin);
  });
});

describe('the access gates: one place for every content call', () => {
  const deployment = {
    legal: {
      terms: { version: 't2', date: '2026-01-01' },
      privacy: { version: 'p1', date: '2022-09-23' },
      cookies: { version: 'c1', date: '2022-09-23' },
    },
    hcpVerification: { validityMonths: 24, reminderDays: [30, 7] },
  };
  const now = new Date('2026-06-01T00:00:00Z');
  const facts = (terms: string, verifiedAt: string) => ({
    accepted: { terms, privacy: 'p1' },
    hcpVerifiedAt: new Date(verifiedAt),
  });
  const withGates = (role: 'member' | 'admin', terms: string, verifiedAt: string) => {
    const m = memberOf({ id: 9, role });
    return { ...m, gates: accessGates(m, facts(terms, verifiedAt), deployment, now).gates };
  };

  it('lets a member through who accepted the versions in force and is within the validity period', () => {
    expect(requireMember(withGates('member', 't2', '2025-01-01T00:00:00Z')).id).toBe(9);
  });
  it('answers CONSENT_REQUIRED before anything else while a new version is not accepted', () => {
    const m = withGates('member', 't1', '2020-01-01T00:00:00Z');
    expect(() => requireMember(m)).toThrow(expect.objectContaining({ statusCode: 403, code: 'CONSENT_REQUIRED' }));
    expect(() => requireRole({ ...m, role: 'admin', isAdmin: true }, 'admin')).toThrow(
      expect.objectContaining({ code: 'CONSENT_REQUIRED' }),
    );
    expect(requireAccountHolder(m).id).toBe(9);
  });
  it('answers VERIFICATION_EXPIRED to a member past the end, never to staff', () => {
    expect(() => requireMember(withGates('member', 't2', '2024-05-31T00:00:00Z'))).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'VERIFICATION_EXPIRED' }),
    );
    expect(requireMember(withGates('admin', 't2', '2020-01-01T00:00:00Z')).id).toBe(9);
  });
  it('says when the verification gate closes by itself: its end, while still to come', () => {
    const gates = (role: 'member' | 'admin', verifiedAt: string) =>
      accessGates(memberOf({ id: 9, role }), facts('t2', verifiedAt), deployment, now);
    expect(gates('member', '2025-01-15T10:00:00Z').closesAt).toBe(Date.parse('2027-01-15T10:00:00Z'));
    expect(gates('member', '2024-05-31T00:00:00Z').closesAt).toBeNull();
    expect(gates('admin', '2025-01-15T10:00:00Z').closesAt).toBeNull();
  });
});
