import { describe, expect, it } from 'vitest';
import {
  RegisterFormSchema,
  SIGNUP_ACTION,
  SIGNUP_STATUS,
  SignupBodySchema,
  SignupResponseSchema,
  signupDestination,
} from './registration.js';
import { fieldErrors } from './test-helpers.js';

const form = {
  title: 'Dr.',
  firstName: 'Ana',
  lastName: 'Lima',
  region: 'US',
  email: 'ana@example.org',
  mobileNumber: '',
  seniority: '',
  speciality: '',
  organisation: '',
  professionalNumber: '',
  providerId: false,
  password: 'Alpha1Beta',
  confirmPassword: 'Alpha1Beta',
  hcpConfirmation: true,
  privacyRead: true,
  tcRead: true,
  code: '',
};
const errorsOf = (input: object) => fieldErrors(RegisterFormSchema.safeParse({ ...form, ...input }));

describe('RegisterFormSchema', () => {
  it('accepts a complete form and one with codes chosen', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ seniority: 'sen2', speciality: 'spec29', mobileNumber: '+12025550123' })).toEqual({});
  });

  it('requires the personal fields with the spec wording', () => {
    expect(errorsOf({ title: '', firstName: ' ', lastName: '', region: '', email: '' })).toEqual({
      title: ['Title is required'],
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      region: ['Region is required'],
      email: ['Email is Required'],
    });
    expect(errorsOf({ email: 'ana@' })).toEqual({ email: ['Invalid email format'] });
  });

  it('checks the mobile number only when given', () => {
    expect(errorsOf({ mobileNumber: '0123' })).toEqual({
      mobileNumber: ['Please enter a valid country code prefix followed by a 10-digit phone number.'],
    });
  });

  it('refuses codes that are not on the lists', () => {
    expect(Object.keys(errorsOf({ seniority: 'Consultant', speciality: 'spec111' }))).toEqual([
      'seniority',
      'speciality',
    ]);
  });

  it('needs all three acceptances', () => {
    expect(errorsOf({ hcpConfirmation: false })).toEqual({
      hcpConfirmation: ['Please accept all conditions'],
    });
    expect(errorsOf({ privacyRead: false, tcRead: undefined })).toEqual({
      privacyRead: ['Please accept all conditions'],
      tcRead: ['Please accept all conditions'],
    });
  });

  it('requires password and confirmation, applies the policy and the match', () => {
    expect(errorsOf({ password: '', confirmPassword: '' })).toEqual({
      password: ['Password is required'],
      confirmPassword: ['Confirm Password is required'],
    });
    expect(errorsOf({ password: 'weakpass', confirmPassword: 'weakpass' })).toEqual({
      password: ['Password criteria'],
    });
    expect(errorsOf({ password: 'Password123', confirmPassword: 'Password123' })).toEqual({
      password: ['This password is too common. Please choose another.'],
    });
    expect(errorsOf({ confirmPassword: 'Alpha1Betb' })).toEqual({
      confirmPassword: ['Passwords must match'],
    });
  });

  it('still reports the password mismatch when another field is wrong', () => {
    expect(errorsOf({ firstName: '', confirmPassword: 'x' })).toEqual({
      firstName: ['First Name is required'],
      confirmPassword: ['Passwords must match'],
    });
  });

  it('needs no password when the e-mail is a provider ID', () => {
    expect(errorsOf({ providerId: true, password: '', confirmPassword: undefined })).toEqual({});
  });
});

describe('SignupBodySchema', () => {
  const body = {
    title: 'Mrs.',
    firstName: 'Ana',
    lastName: 'Lima',
    region: 'DE',
    email: 'ana@example.org',
    password: 'Alpha1Beta',
    hcpConfirmation: 'true',
    privacyRead: 'true',
    tcRead: 'true',
    code: 'dc-1',
  };
  it('accepts the multipart string fields', () => {
    expect(SignupBodySchema.safeParse(body).success).toBe(true);
    expect(SignupBodySchema.safeParse({ ...body, seniority: '', mobileNumber: '' }).success).toBe(true);
  });
  it('needs each acceptance as the string true', () => {
    expect(fieldErrors(SignupBodySchema.safeParse({ ...body, tcRead: 'false', privacyRead: undefined }))).toEqual({
      privacyRead: ['Please accept all conditions'],
      tcRead: ['Please accept all conditions'],
    });
  });
  it('needs a valid password unless providerId is true', () => {
    const { password: _omit, ...noPassword } = body;
    expect(fieldErrors(SignupBodySchema.safeParse(noPassword))).toEqual({
      password: ['Password is required'],
    });
    expect(fieldErrors(SignupBodySchema.safeParse({ ...body, password: 'weak' }))).toEqual({
      password: ['Password criteria'],
    });
    expect(SignupBodySchema.safeParse({ ...noPassword, providerId: 'true' }).success).toBe(true);
    expect(SignupBodySchema.safeParse({ ...noPassword, providerId: 'false' }).success).toBe(false);
  });
});

describe('sign-up response', () => {
  it('uses the named status and action values', () => {
    expect(SIGNUP_ACTION.sentEmailVerificationLink).toBe('sentEmailVerificationLink');
    expect(SIGNUP_ACTION.requestRaisedForProviderVerification).toBe('requestRaisedForProviderVerification');
    expect(SIGNUP_STATUS.verifiedHcp).toBe('verifiedHcp');
    expect(SignupResponseSchema.safeParse({ status: 'verifiedHcp', action: 'none' }).success).toBe(true);
    expect(SignupResponseSchema.safeParse({ status: 'x', action: 'none' }).success).toBe(false);
  });
  it('routes in the spec order: verified status first, then the action', () => {
    expect(signupDestination({ status: 'verifiedHcp', action: 'sentEmailVerificationLink' })).toBe('registered');
    expect(
      signupDestination({
        status: 'pendingEmailVerification',
        action: 'sentEmailVerificationLink',
      }),
    ).toBe('emailVerificationSent');
    expect(
      signupDestination({
        status: 'pendingProviderVerification',
        action: 'requestRaisedForProviderVerification',
      }),
    ).toBe('verificationRequested');
    expect(signupDestination({ status: 'pendingEmailVerification', action: 'none' })).toBe('registered');
  });
});
