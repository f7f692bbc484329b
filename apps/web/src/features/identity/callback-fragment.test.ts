import { describe, expect, it } from 'vitest';
import { CALLBACK_ERRORS, readCallbackFragment } from './callback-fragment';

describe('readCallbackFragment', () => {
  it('gives the code and state to exchange', () => {
    expect(readCallbackFragment('#code=abc&state=xyz')).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('shows our own sentence for a known error and never its error_description', () => {
    expect(readCallbackFragment('#error=access_denied&error_description=Evil%20text')).toEqual({
      error: 'Your sign-in has expired. Please sign in again.',
    });
    expect(readCallbackFragment('#error=login_required&error_description=Evil')).toEqual({
      error: 'Please sign in again.',
    });
    expect(readCallbackFragment('#error=invalid_request&error_description=Evil')).toEqual({
      error: 'The sign-in request was not valid. Please sign in again.',
    });
  });

  it('shows the generic failure for a code it does not know, whatever the code says', () => {
    for (const code of ['Evil%20text', 'constructor', '__proto__', '']) {
      expect(readCallbackFragment(`#error=${code}&error_description=Evil`)).toEqual({ error: CALLBACK_ERRORS.tokens });
    }
  });

  it('an error wins over a code, and no code at all is the second failure', () => {
    expect(readCallbackFragment('#code=abc&error=access_denied')).toEqual({
      error: 'Your sign-in has expired. Please sign in again.',
    });
    expect(readCallbackFragment('')).toEqual({ error: CALLBACK_ERRORS.noCode });
    expect(readCallbackFragment('#state=xyz')).toEqual({ error: CALLBACK_ERRORS.noCode });
  });
});
