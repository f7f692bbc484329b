import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides tokens in query strings', () => {
    expect(redactUrl('/oidc/auth?client_id=web&sessionToken=abc123&state=xyz')).toBe(
      '/oidc/auth?client_id=web&sessionToken=[redacted]&state=[redacted]',
    );
  });
  it('hides tokens in path segments', () => {
    expect(redactUrl('/verifyEmail/secret-token')).toBe('/verifyEmail/[redacted]');
    expect(redactUrl('/resetpassword/abc?x=1')).toBe('/resetpassword/[redacted]?x=1');
  });
  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/information/news?limit=3&page=2')).toBe('/api/information/news?limit=3&page=2');
  });
});
