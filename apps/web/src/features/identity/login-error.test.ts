import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from '@/lib/api-client';
import { loginErrorMessage } from './login-error';

describe('loginErrorMessage', () => {
  it('shows a plain sentence for a server failure, never its status code', () => {
    // A proxy's error page (no JSON body) and the server's own 500 answer.
    for (const err of [
      apiErrorFrom(500),
      apiErrorFrom(502),
      apiErrorFrom(500, { errors: 'internalServerError', message: 'Something went wrong on our side.' }),
    ]) {
      const text = loginErrorMessage(err);
      expect(text).toMatch(/^Something went wrong on our side/);
      expect(text).not.toMatch(/http_|\d{3}|internalServerError/);
    }
  });

  it('shows a plain sentence for any answer without a code of its own, never the status', () => {
    // A proxy's refusal or a missing route: an HTML page, no errors field.
    for (const status of [400, 403, 404, 413, 429]) {
      const text = loginErrorMessage(apiErrorFrom(status));
      expect(text).not.toMatch(/http_|\d{3}/);
      expect(text).toMatch(/\w+ \w+.*\.$/);
    }
  });

  it('keeps the spec’s messages for its codes', () => {
    expect(loginErrorMessage(apiErrorFrom(401, { errors: 'invalidCredentials', message: 'x' }))).toBe(
      'Credentials are invalid',
    );
  });
});
