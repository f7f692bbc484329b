import { describe, expect, it } from 'vitest';
import { SignupBodySchema, type RegisterForm } from '@aatd/contract';
import { ApiError } from '@/lib/api-client';
import { outcomeHref } from './outcome';
import { signupErrorMessage } from './signup-errors';
import { toSignupFormData } from './signup-form-data';

describe('outcomeHref', () => {
  it('follows the spec order: verified, e-mail link sent, request raised, else success', () => {
    expect(outcomeHref({ status: 'verifiedHcp', action: 'sentEmailVerificationLink' })).toBe(
      '/registersuccess/verified',
    );
    expect(outcomeHref({ status: 'pendingEmailVerification', action: 'sentEmailVerificationLink' })).toBe(
      '/verificationemailsent',
    );
    expect(outcomeHref({ status: 'pendingProviderVerification', action: 'requestRaisedForProviderVerification' })).toBe(
      '/verificationrequested',
    );
    expect(outcomeHref({ status: 'pendingEmailVerification', action: 'none' })).toBe('/registersuccess/notverified');
  });
});

describe('signupErrorMessage', () => {
  const err = (status: number, code: string, message = 'server text', fields?: Record<string, string>) =>
    new ApiError(status, code, message, { errors: code, message, fields });
  it('maps the spec codes and falls back to the default text', () => {
    expect(signupErrorMessage(err(409, 'userAlreadyExist'))).toBe('User already exists');
    expect(signupErrorMessage(err(400, 'crmCountryNotMatched'))).toBe('CRM country not matched');
    expect(
      signupErrorMessage(err(400, 'requiredPasswordForNonHcpUsers', 'x', { password: 'Password is required' })),
    ).toBe('Password is required for non-hcp users');
    expect(signupErrorMessage(err(500, 'internalError'))).toBe('Error in registering the user.Please try again later.');
    expect(signupErrorMessage(new Error('boom'))).toBe('Error in registering the user.Please try again later.');
  });
  it('shows the server text for the bot check and rate limit, and the image message', () => {
    expect(signupErrorMessage(err(429, 'tooManyRequests', 'Too many attempts.'))).toBe('Too many attempts.');
    expect(
      signupErrorMessage(err(400, 'fileTooBig', 'Uploaded file is too big.', { image: 'Uploaded file is too big.' })),
    ).toBe('Uploaded file is too big.');
  });
});

describe('toSignupFormData', () => {
  const values: RegisterForm = {
    title: 'Dr.',
    firstName: 'Ana',
    lastName: 'Lima',
    region: 'DE',
    email: 'ana@example.org',
    organisation: '',
    seniority: 'sen1',
    speciality: '',
    professionalNumber: '',
    mobileNumber: '',
    password: 'Alpha1Beta-x',
    confirmPassword: 'Alpha1Beta-x',
    code: 'dc-code',
    providerId: false,
    hcpConfirmation: true,
    privacyRead: true,
    tcRead: true,
  };
  it('sends string parts, the DocCheck values and no confirmation', () => {
    const form = toSignupFormData(values, { image: null, loginId: '7', uniqueKey: 'u1' });
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Dr.',
      firstName: 'Ana',
      lastName: 'Lima',
      region: 'Germany',
      email: 'ana@example.org',
      seniority: 'Professor',
      code: 'dc-code',
      login_id: '7',
      uniquekey: 'u1',
      providerId: 'false',
      password: 'Alpha1Beta-x',
      hcpConfirmation: 'true',
      privacyRead: 'true',
      tcRead: 'true',
    });
  });
  it('sends the labels the server reads back as the codes', () => {
    const form = toSignupFormData({ ...values, speciality: 'spec29' }, { image: null });
    const sent = Object.fromEntries(form.entries()) as Record<string, string>;
    expect(sent.speciality).not.toBe('spec29');
    const parsed = SignupBodySchema.parse(sent);
    expect(parsed).toMatchObject({ region: 'DE', seniority: 'sen1', speciality: 'spec29' });
  });
  it('sends no password for a provider ID', () => {
    expect(toSignupFormData({ ...values, providerId: true }, { image: null }).has('password')).toBe(false);
  });
});
