import { describe, expect, it } from 'vitest';
import { SEARCH_GROUPS, SEARCH_TEXT, SiteSearchQuerySchema, searchGroupOf, titleCase } from './search.js';

describe('site search contract', () => {
  it('lists Articles, the five therapy areas and Profiles in order', () => {
    expect(SEARCH_GROUPS.map((g) => g.label)).toEqual([
      'Articles',
      'Rare Haematology',
      'Rare Genetic Diseases',
      'Oncology',
      'Immunology',
      'Gastroenterology',
      'Profiles',
    ]);
  });

  it('maps the old area names and the slugs to groups', () => {
    expect(searchGroupOf('haematology')).toBe('rarehaematology');
    expect(searchGroupOf('rare_genetic_diseases')).toBe('raregeneticdisease');
    expect(searchGroupOf('Oncology')).toBe('oncology');
    expect(searchGroupOf('profiles')).toBe('profiles');
    expect(searchGroupOf('cardiology')).toBeUndefined();
  });

  it('refuses an empty query and an unknown category', () => {
    expect(SiteSearchQuerySchema.safeParse({ q: '  ' }).error?.issues[0]?.message).toBe('Please enter a search term.');
    expect(SiteSearchQuerySchema.safeParse({ q: 'aatd', category: 'x' }).success).toBe(false);
    expect(SiteSearchQuerySchema.parse({ q: ' aatd ', category: 'immunology' })).toEqual({
      q: 'aatd',
      category: 'immunology',
      page: 1,
    });
    expect(SiteSearchQuerySchema.parse({ q: 'aatd', category: 'immunology', page: '3' }).page).toBe(3);
    expect(SiteSearchQuerySchema.safeParse({ q: 'aatd', page: '0' }).success).toBe(false);
  });

  it('title-cases the submitted term for the heading', () => {
    expect(titleCase('  alpha-1 ANTITRYPSIN  deficiency ')).toBe('Alpha-1 Antitrypsin Deficiency');
  });

  it('says a capped group count is a floor ("100+"), an exact one as it is', () => {
    expect(SEARCH_TEXT.seeAll(100, 'Articles', true)).toBe('See all 100+ in Articles');
    expect(SEARCH_TEXT.seeAll(12, 'Articles')).toBe('See all 12 in Articles');
  });
});
