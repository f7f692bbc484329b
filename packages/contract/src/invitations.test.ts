import { describe, expect, it } from 'vitest';
import { InviteBodySchema } from './invitations.js';
import { fieldErrors } from './test-helpers.js';

describe('invite a friend', () => {
  it('the spec messages for a missing or malformed address', () => {
    expect(fieldErrors(InviteBodySchema.safeParse({ email: '' }))).toEqual({ email: ['Email is Required'] });
    expect(fieldErrors(InviteBodySchema.safeParse({ email: 'x@' }))).toEqual({ email: ['Invalid email format'] });
  });
});
