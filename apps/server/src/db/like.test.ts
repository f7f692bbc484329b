import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like.js';

describe('LIKE patterns', () => {
  it('takes wildcards and backslashes literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('Pi*ZZ 10%')).toBe('%Pi*ZZ 10\\%%');
  });
});
