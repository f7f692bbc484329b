import type {
  PiZzEstimate,
  PrevalenceCountry,
  PrevalenceKind,
  PrevalenceRegion,
  PrevalenceRegionCode,
  PrevalenceResponse,
} from '@aatd/contract';

/** The Region select, in the spec's order and wording (part 2 §2.6). */
export const REGION_OPTIONS: ReadonlyArray<{ value: PrevalenceRegionCode; label: string }> = [
  { value: 'ALL', label: 'Worldwide' },
  { value: 'EU', label: 'Europe' },
  { value: 'NAM', label: 'North, South and Central America' },
  { value: 'AFR', label: 'Africa and Asia' },
  { value: 'AUS', label: 'Australia and New Zealand' },
];

export const isRegionCode = (v: string): v is PrevalenceRegionCode => REGION_OPTIONS.some((o) => o.value === v);

const numberFormat = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => numberFormat.format(n);

/** "58319" → "58,319"; a range keeps its printed form with grouped digits: "5000-15000" → "5,000-15,000". */
export function formatPiZz(p: PiZzEstimate): string {
  if (p.low === p.high) return formatCount(p.low);
  return p.text.replace(/\d+/g, (d) => formatCount(Number(d))).replace(/\s*-\s*/, '-');
}

/** Countries shown for a region: every country for Worldwide. */
export function countriesForRegion(
  countries: readonly PrevalenceCountry[],
  region: PrevalenceRegionCode,
): PrevalenceCountry[] {
  const list = region === 'ALL' ? [...countries] : countries.filter((c) => c.region === region);
  return list.sort((a, b) => b.pizz.low - a.pizz.low || a.name.localeCompare(b.name));
}

export const regionByCode = (data: PrevalenceResponse, code: PrevalenceRegionCode): PrevalenceRegion | undefined =>
  data.regions.find((r) => r.code === code);

/** Alpha-3 → row; a row covering several countries (Serbia and Montenegro) is found under each. */
export function indexByIso3(countries: readonly PrevalenceCountry[]): Map<string, PrevalenceCountry> {
  const index = new Map<string, PrevalenceCountry>();
  for (const c of countries) for (const code of c.iso3) index.set(code, c);
  return index;
}

/** "Blanco I, Bueno P, ... 2017;12:561-569." → "Blanco et al., 2017". */
export function shortCitation(citation: string): string {
  const author = /^([^\s,]+)/.exec(citation.trim())?.[1] ?? citation;
  // The publication year is the one before the volume ("2005;128"); a title may hold other years.
  const year = /\b((?:19|20)\d{2});/.exec(citation)?.[1] ?? /\b(19|20)\d{2}\b/.exec(citation)?.[0];
  const authors = citation.split('.')[0] ?? '';
  const many = /,|\bet al\b/.test(authors);
  return `${author}${many ? ' et al.' : ''}${year ? `, ${year}` : ''}`;
}

/** Short label of how a figure was obtained, for the breakdown table's Kind column. */
export function kindLabel(kind: PrevalenceKind): string {
  switch (kind) {
    case 'published':
    case 'region-total-published':
    case 'world-total-published':
      return 'Published';
    case 'derived-hardy-weinberg':
      return 'Estimate';
    case 'range-2006':
      return 'Range (2006)';
  }
}

/** The tooltip's provenance line: derived figures are the source's frequencies, not its own numbers. */
export function provenance(kind: PrevalenceKind, source: string): string {
  switch (kind) {
    case 'derived-hardy-weinberg':
      return `Estimate derived from ${source}`;
    case 'range-2006':
      return `Range published in ${source}`;
    case 'published':
    case 'region-total-published':
    case 'world-total-published':
      return `Published in ${source}`;
  }
}

/** `short` overrides the label derived from the citation (a corporate author such as ATS/ERS). */
export type Reference = { key: string; citation: string; short?: string };

/** Numbered references and the short label a table or tooltip shows for a source key ("A+B" for sums). */
export function referenceLabeller(references: readonly Reference[]) {
  const label = (key: string) => {
    const i = references.findIndex((r) => r.key === key);
    return i < 0 ? key : `${references[i].short ?? shortCitation(references[i].citation)} [${i + 1}]`;
  };
  return (source: string) => source.split('+').map(label).join('; ');
}
