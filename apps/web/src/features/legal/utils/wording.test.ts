import { describe, expect, it } from 'vitest';
import { capitalise, countryList } from './wording';

describe('capitalise', () => {
  it('capitalises the first letter only', () => {
    expect(capitalise('the provider')).toBe('The provider');
    expect(capitalise('')).toBe('');
  });
});

describe('countryList', () => {
  it('names the allowed countries in readable English', () => {
    expect(countryList(['de', 'US'])).toBe('Germany and United States');
    expect(countryList(['BH', 'EG', 'AE'])).toBe('Bahrain, Egypt, and United Arab Emirates');
  });
});
