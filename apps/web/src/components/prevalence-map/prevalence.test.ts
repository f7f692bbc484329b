import { describe, expect, it } from 'vitest';
import type { PrevalenceCountry } from '@aatd/contract';
import { bandFor, LEGEND_BANDS } from './bands';
import {
  countriesForRegion,
  formatPiZz,
  indexByIso3,
  provenance,
  referenceLabeller,
  shortCitation,
} from './prevalence';

const country = (
  name: string,
  region: PrevalenceCountry['region'],
  low: number,
  high = low,
  iso3 = [name.slice(0, 3).toUpperCase()],
): PrevalenceCountry => ({
  name,
  iso3,
  region,
  pizz: { low, high, text: low === high ? String(low) : `${low}-${high}` },
  kind: 'published',
  source: 'B2017',
});

describe('bandFor', () => {
  it('puts each count in the band of spec part 2 §9', () => {
    const cases: Array<[number, string]> = [
      [0, '0'],
      [1, '1-49'],
      [49, '1-49'],
      [50, '50-499'],
      [499, '50-499'],
      [500, '500-1,499'],
      [1499, '500-1,499'],
      [1500, '1,500-2,999'],
      [2999, '1,500-2,999'],
      [3000, '3,000-3,999'],
      [3999, '3,000-3,999'],
      [4000, '4,000-9,999'],
      [9999, '4,000-9,999'],
      [10000, '≥10,000'],
      [58319, '≥10,000'],
    ];
    for (const [n, label] of cases) expect(bandFor(n).label, String(n)).toBe(label);
  });

  it('gives "No data" for a missing or unusable count', () => {
    expect(bandFor(null).label).toBe('No data');
    expect(bandFor(undefined).label).toBe('No data');
    expect(bandFor(Number.NaN).label).toBe('No data');
  });

  it('has a legend of nine distinct colours ending with No data', () => {
    expect(LEGEND_BANDS.map((b) => b.label).at(-1)).toBe('No data');
    expect(new Set(LEGEND_BANDS.map((b) => b.color)).size).toBe(9);
  });
});

describe('countriesForRegion', () => {
  const all = [
    country('Spain', 'EU', 5000, 15000),
    country('Canada', 'NAM', 6931),
    country('Estonia', 'EU', 1, 999),
    country('Australia', 'AUS', 4126),
  ];

  it('keeps one region, largest first', () => {
    expect(countriesForRegion(all, 'EU').map((c) => c.name)).toEqual(['Spain', 'Estonia']);
    expect(countriesForRegion(all, 'AFR')).toEqual([]);
  });

  it('shows every country for Worldwide without reordering the input', () => {
    expect(countriesForRegion(all, 'ALL').map((c) => c.name)).toEqual(['Canada', 'Spain', 'Australia', 'Estonia']);
    expect(all[0].name).toBe('Spain');
  });

  it('indexes a multi-country row under each code', () => {
    const index = indexByIso3([country('Serbia and Montenegro', 'EU', 1000, 2000, ['SRB', 'MNE'])]);
    expect(index.get('MNE')?.name).toBe('Serbia and Montenegro');
    expect(index.get('SRB')).toBe(index.get('MNE'));
  });
});

describe('labels', () => {
  it('formats numbers and printed ranges', () => {
    expect(formatPiZz({ low: 58319, high: 58319, text: '58319' })).toBe('58,319');
    expect(formatPiZz({ low: 5000, high: 15000, text: '5000-15000' })).toBe('5,000-15,000');
    expect(formatPiZz({ low: 1, high: 999, text: '<1000' })).toBe('<1,000');
  });

  it('shortens citations and numbers them in reference order', () => {
    const refs = [
      { key: 'B2017', citation: 'Blanco I, Bueno P. A paper. Int J Chron Obstruct Pulmon Dis. 2017;12:561-569.' },
      { key: 'Stoller2005', citation: 'Stoller JK et al. Chest. 2005;128(4):1989-1994.' },
    ];
    expect(shortCitation(refs[0].citation)).toBe('Blanco et al., 2017');
    expect(shortCitation('Smith J. One author. 1999.')).toBe('Smith, 1999');
    // a year in the title is not the publication year
    expect(shortCitation('Campos MA, Wanner A. Trends between 1968 and 2003. Chest. 2005;128(3):1179-1186.')).toBe(
      'Campos et al., 2005',
    );
    expect(
      referenceLabeller([
        { key: 'A', citation: 'American Thoracic Society statement. 2003;1.', short: 'ATS/ERS statement, 2003' },
      ])('A'),
    ).toBe('ATS/ERS statement, 2003 [1]');
    const label = referenceLabeller(refs);
    expect(label('Stoller2005')).toBe('Stoller et al., 2005 [2]');
    expect(label('B2017+Stoller2005')).toBe('Blanco et al., 2017 [1]; Stoller et al., 2005 [2]');
    expect(provenance('derived-hardy-weinberg', 'Blanco et al., 2017 [1]')).toBe(
      'Estimate derived from Blanco et al., 2017 [1]',
    );
  });
});
