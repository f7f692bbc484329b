import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISO_NUMERIC_TO_ALPHA3 } from './iso-numeric';
import { alpha3Of, frameFor, MAP_VIEWS, MAP_WIDTH, worldCountries } from './map-geometry';

describe('map geometry', () => {
  it('draws five maps, each fitted to the full width with a sensible height', () => {
    for (const region of Object.keys(MAP_VIEWS) as Array<keyof typeof MAP_VIEWS>) {
      const frame = frameFor(region);
      expect(frame.width).toBe(MAP_WIDTH);
      expect(frame.height, region).toBeGreaterThan(200);
      expect(frame.height, region).toBeLessThan(1400);
    }
  });

  it('maps every outline with an id to an ISO alpha-3 code', () => {
    const countries = worldCountries();
    expect(countries.length).toBeGreaterThan(170);
    expect(countries.filter((f) => f.id != null).every((f) => alpha3Of(f))).toBe(true);
  });

  it('can colour every country of the bundled prevalence table', () => {
    const tsv = readFileSync(
      new URL('../../../../server/src/features/prevalence/data/countries.tsv', import.meta.url),
      'utf8',
    );
    const codes = tsv
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t')[1])
      .filter((c) => c && c !== '-')
      .flatMap((c) => c.split(';'));
    const drawn = new Set(Object.values(ISO_NUMERIC_TO_ALPHA3));
    expect(codes.filter((c) => !drawn.has(c))).toEqual([]);
  });
});
