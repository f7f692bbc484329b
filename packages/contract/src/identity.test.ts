import { describe, expect, it } from 'vitest';
import {
  ChangePasswordBodySchema,
  ChangePasswordSchema,
  LoggedUserSchema,
  LoginSchema,
  ResetPasswordBodySchema,
  ResetPasswordSchema,
  ResetRequestSchema,
  TokenExchangeSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from './identity.js';
import { fieldErrors } from './test-helpers.js';

const GOOD = 'Alpha1Beta';
const OTHER = 'Gamma2Delta';

describe('LoginSchema', () => {
  it('accepts credentials, trimming and lower-casing the e-mail', () => {
    expect(LoginSchema.parse({ email: ' Ana@Example.org ', password: 'x' })).toEqual({
      email: 'ana@example.org',
      password: 'x',
    });
  });
  it('uses the login wording', () => {
    expect(fieldErrors(LoginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['Email is Required'],
      password: ['Password is Required'],
    });
    expect(fieldErrors(LoginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: ['Invalid Email Format'],
    });
    expect(fieldErrors(LoginSchema.safeParse({}))).toEqual({
      email: ['Email is Required'],
      password: ['Password is Required'],
    });
  });
});

describe('ResetRequestSchema', () => {
  it('uses the reset wording', () => {
    expect(fieldErrors(ResetRequestSchema.safeParse({ email: '' }))).toEqual({
      email: ['Email is Required'],
    });
    expect(fieldErrors(ResetRequestSchema.safeParse({ email: 'a@' }))).toEqual({
      email: ['Invalid email format'],
    });
  });
});

describe('ResetPasswordSchema', () => {
  const base = { recoveryToken: 'tok', newPassword: GOOD, confirmPassword: GOOD };
  it('accepts matching passwords; the server body has no confirmation', () => {
    expect(ResetPasswordSchema.safeParse(base).success).toBe(true);
    expect(ResetPasswordBodySchema.parse(base)).toEqual({
      recoveryToken: 'tok',
      newPassword: GOOD,
    });
  });
  it('reports required, criteria and mismatch on the right fields', () => {
    expect(fieldErrors(ResetPasswordSchema.safeParse({ ...base, newPassword: '', confirmPassword: '' }))).toEqual({
      newPassword: ['New Password is required'],
      confirmPassword: ['Confirm Password is required'],
    });
    expect(fieldErrors(ResetPasswordSchema.safeParse({ ...base, newPassword: 'short' }))).toEqual({
      newPassword: ['Password criteria'],
      confirmPassword: ['Passwords must match'],
    });
    expect(fieldErrors(ResetPasswordSchema.safeParse({ ...base, confirmPassword: OTHER }))).toEqual({
      confirmPassword: ['Passwords must match'],
    });
  });
  it('compares the trimmed values', () => {
    expect(ResetPasswordSchema.safeParse({ ...base, confirmPassword: ` ${GOOD} ` }).success).toBe(true);
  });
});

describe('ChangePasswordSchema', () => {
  const base = { oldPassword: 'Old-secret1', newPassword: GOOD, repeatPassword: GOOD };
  it('accepts a different, valid, repeated new password', () => {
    expect(ChangePasswordSchema.safeParse(base).success).toBe(true);
    expect(ChangePasswordBodySchema.parse(base)).toEqual({
      oldPassword: 'Old-secret1',
      newPassword: GOOD,
    });
  });
  it('requires every field with the spec wording', () => {
    expect(
      fieldErrors(ChangePasswordSchema.safeParse({ oldPassword: '', newPassword: '', repeatPassword: '' })),
    ).toEqual({
      oldPassword: ['Current password is required'],
      newPassword: ['New Password is required'],
      repeatPassword: ['Repeat Password is required'],
    });
  });
  it('refuses a repeat that differs and a new password equal to the current one', () => {
    expect(fieldErrors(ChangePasswordSchema.safeParse({ ...base, repeatPassword: OTHER }))).toEqual({
      repeatPassword: ['Passwords must match'],
    });
    const same = { oldPassword: GOOD, newPassword: GOOD, repeatPassword: GOOD };
    expect(fieldErrors(ChangePasswordSchema.safeParse(same))).toEqual({
      newPassword: ['Current and New Password should be different'],
    });
    expect(fieldErrors(ChangePasswordBodySchema.safeParse(same))).toEqual({
      newPassword: ['Current and New Password should be different'],
    });
  });
});

describe('token and verification bodies', () => {
  it('VerifyEmailSchema needs a token', () => {
    expect(VerifyEmailSchema.safeParse({ recoveryToken: 'abc' }).success).toBe(true);
    expect(VerifyEmailSchema.safeParse({ recoveryToken: ' ' }).success).toBe(false);
  });
  it('VerifyEmailResponseSchema knows the two outcomes', () => {
    expect(VerifyEmailResponseSchema.safeParse({ status: 'emailVerifiedAndLeadCreated' }).success).toBe(true);
    expect(VerifyEmailResponseSchema.safeParse({ status: 'emailVerifiedAndHcpVerifiedInstantly' }).success).toBe(true);
    expect(VerifyEmailResponseSchema.safeParse({ status: 'other' }).success).toBe(false);
  });
  it('TokenExchangeSchema checks the PKCE verifier shape', () => {
    const code_verifier = 'a'.repeat(43);
    expect(TokenExchangeSchema.safeParse({ code: 'c', code_verifier }).success).toBe(true);
    expect(TokenExchangeSchema.safeParse({ code: 'c', code_verifier: 'short' }).success).toBe(false);
    expect(TokenExchangeSchema.safeParse({ code: '', code_verifier }).success).toBe(false);
  });
});

describe('LoggedUserSchema', () => {
  const user = {
    id: 7,
    email: 'ana@example.org',
    title: 'Dr.',
    firstName: 'Ana',
    lastName: 'Lima',
    image: null,
    mobileNumber: null,
    organisation: 'Clinic',
    professionalNumber: null,
    region: 'DE',
    seniority: 'sen0',
    speciality: 'spec58',
    providerId: false,
    customer_id: 'c1',
    crm_country: 'DE',
    digital_id: 'd1',
    isAdmin: false,
    role: 'member',
    unseenMsgCount: 2,
    locale: 'de',
    consentOutstanding: ['terms'],
    verification: {
      state: 'expiring',
      verifiedAt: '2024-06-01T00:00:00.000Z',
      expiresAt: '2026-06-01T00:00:00.000Z',
      renewalPending: false,
    },
  };
  it('has every field of the logged user', () => {
    expect(LoggedUserSchema.parse(user)).toEqual(user);
    expect(Object.keys(LoggedUserSchema.shape).sort()).toEqual(Object.keys(user).sort());
  });
  it('refuses unknown codes', () => {
    expect(LoggedUserSchema.safeParse({ ...user, seniority: 'Consultant' }).success).toBe(false);
    expect(LoggedUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(LoggedUserSchema.safeParse({ ...user, consentOutstanding: ['cookies'] }).success).toBe(false);
  });
});
