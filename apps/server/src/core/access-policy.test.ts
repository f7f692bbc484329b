import { describe, expect, it } from 'vitest';
import { hasRole, memberOf, requireRole } from './access-policy.js';

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
