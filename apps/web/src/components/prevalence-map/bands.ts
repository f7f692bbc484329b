/**
 * Colour bands of the map legend (spec part 2 §9). A sequential yellow-green-blue scale (ColorBrewer
 * YlGnBu) so more Pi*ZZ individuals read as darker; 0 is grey and 'No data' a light hatch, so neither
 * is mistaken for a small count.
 */
export type BandKey = 'zero' | 'b1' | 'b50' | 'b500' | 'b1500' | 'b3000' | 'b4000' | 'b10000' | 'none';

export type Band = { key: BandKey; label: string; min: number; color: string };

const COUNT_BANDS: readonly Band[] = [
  { key: 'zero', label: '0', min: 0, color: '#8c8c8c' },
  { key: 'b1', label: '1-49', min: 1, color: '#ffffcc' },
  { key: 'b50', label: '50-499', min: 50, color: '#c7e9b4' },
  { key: 'b500', label: '500-1,499', min: 500, color: '#7fcdbb' },
  { key: 'b1500', label: '1,500-2,999', min: 1500, color: '#41b6c4' },
  { key: 'b3000', label: '3,000-3,999', min: 3000, color: '#1d91c0' },
  { key: 'b4000', label: '4,000-9,999', min: 4000, color: '#225ea8' },
  { key: 'b10000', label: '≥10,000', min: 10000, color: '#0c2c84' },
];

export const NO_DATA_BAND: Band = { key: 'none', label: 'No data', min: -1, color: '#f2f2f2' };

export const LEGEND_BANDS: readonly Band[] = [...COUNT_BANDS, NO_DATA_BAND];

/** The band of a Pi*ZZ count; ranges are coloured by their lower bound (data SOURCES.md). */
export function bandFor(count: number | null | undefined): Band {
  if (count == null || !Number.isFinite(count) || count < 0) return NO_DATA_BAND;
  let band = COUNT_BANDS[0];
  for (const b of COUNT_BANDS) if (count >= b.min) band = b;
  return band;
}
