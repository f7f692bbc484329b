import {
  ISO3_COUNTRY_CODES,
  PREVALENCE_COLUMNS,
  PREVALENCE_KINDS,
  PREVALENCE_REGIONS,
  type PrevalenceChange,
  type PrevalenceColumn,
  type PrevalenceResponse,
  type PrevalenceSource,
} from '@aatd/contract';
import { buildPrevalence, parsePiZz, type PrevalenceRow } from './prevalence.parser.js';

/*
 * An uploaded countries.tsv is checked completely before anything is kept: every problem of every
 * row is reported at once, each naming its line and column, so an editor can fix the file in one
 * pass. The shipped table goes through the same checks in the tests.
 */

/** Problems keyed "line:column" ("1:header", "7:iso3", "9:row") or "file" for the table as a whole. */
export type DataFileProblems = Record<string, string>;
export type DataFileCheck =
  { ok: true; data: PrevalenceResponse; countryCount: number } | { ok: false; problems: DataFileProblems };

const REGION_ROW = '-';
const KNOWN_CODES = new Set<string>(ISO3_COUNTRY_CODES);
const MAP_REGIONS = PREVALENCE_REGIONS.filter((r) => r !== 'ALL');
const quote = (v: string) => `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;

/** Text of an upload: UTF-8 (a byte-order mark is dropped) without NUL bytes, or null if not text. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** Checks a prevalence table against the columns and rules of countries.tsv (data/SOURCES.md). */
export function checkPrevalenceTsv(text: string, sources: readonly PrevalenceSource[]): DataFileCheck {
  const problems: DataFileProblems = {};
  const lines = text.split(/\r?\n/);
  if (!text.trim()) return { ok: false, problems: { file: 'The file is empty.' } };

  const header = lines[0]!.split('\t').map((h) => h.trim());
  const missing = PREVALENCE_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((h) => !(PREVALENCE_COLUMNS as readonly string[]).includes(h));
  const doubled = header.filter((h, i) => header.indexOf(h) !== i);
  if (missing.length || unknown.length || doubled.length) {
    const parts = [
      missing.length && `missing ${missing.join(', ')}`,
      unknown.length && `unknown ${unknown.map(quote).join(', ')}`,
      doubled.length && `repeated ${[...new Set(doubled)].join(', ')}`,
    ].filter(Boolean);
    const hint = header.length === 1 ? ' Separate the columns with tabs.' : '';
    problems['1:header'] =
      `Line 1 (header): the columns must be ${PREVALENCE_COLUMNS.join(', ')} (tab-separated, any order); ${parts.join('; ')}.${hint}`;
    // Without the columns no row can be read.
    return { ok: false, problems };
  }
  const at = Object.fromEntries(PREVALENCE_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    PrevalenceColumn,
    number
  >;
  const knownSources = new Set(sources.map((s) => s.key));
  const firstLineOf = new Map<string, number>();
  const rows: PrevalenceRow[] = [];
  const regionTotals = new Set<string>();

  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (!raw.trim()) return;
    const cells = raw.split('\t').map((c) => c.trim());
    const fail = (column: PrevalenceColumn | 'row', why: string) => {
      problems[`${line}:${column}`] = `Line ${line}${column === 'row' ? '' : `, column ${column}`}: ${why}`;
    };
    if (cells.length !== header.length) {
      fail('row', `has ${cells.length} columns, the header has ${header.length} (separate the columns with tabs).`);
      return;
    }
    const cell = (c: PrevalenceColumn) => cells[at[c]]!;
    const before = Object.keys(problems).length;

    const name = cell('name');
    if (!name) fail('name', 'the name is missing.');

    const region = cell('region').toUpperCase();
    const isRegion = (PREVALENCE_REGIONS as readonly string[]).includes(region);
    if (!region) fail('region', `the region is missing (one of ${PREVALENCE_REGIONS.join(', ')}).`);
    else if (!isRegion) {
      fail('region', `unknown region ${quote(cell('region'))} (one of ${PREVALENCE_REGIONS.join(', ')}).`);
    }

    const kind = cell('kind');
    if (!(PREVALENCE_KINDS as readonly string[]).includes(kind)) {
      fail(
        'kind',
        kind ? `unknown kind ${quote(kind)} (one of ${PREVALENCE_KINDS.join(', ')}).` : 'the kind is missing.',
      );
    }

    const source = cell('source');
    if (!source) fail('source', 'the source is missing.');
    else if (!knownSources.has(source)) {
      fail('source', `source ${quote(source)} is not listed in SOURCES.md (known: ${[...knownSources].join(', ')}).`);
    }

    const figure = cell('pizz');
    let pizz: PrevalenceRow['pizz'] | undefined;
    if (!figure) fail('pizz', 'the Pi*ZZ figure is missing.');
    else {
      try {
        pizz = parsePiZz(figure);
      } catch {
        fail(
          'pizz',
          `${quote(figure)} is not a number (write a number such as 4126, a range such as 5000-15000, or <1000).`,
        );
      }
    }

    const iso3 = cell('iso3').toUpperCase();
    if (!iso3) fail('iso3', `the country code is missing (ISO 3166-1 alpha-3, or "${REGION_ROW}" for a region total).`);
    else if (iso3 === REGION_ROW) {
      if (pizz && pizz.low !== pizz.high) fail('pizz', 'a region total must be one number, not a range.');
      if (isRegion) regionTotals.add(region);
    } else {
      const codes = iso3.split(';').map((c) => c.trim());
      const bad = codes.filter((c) => !KNOWN_CODES.has(c));
      if (bad.length) {
        fail(
          'iso3',
          `unknown country code ${bad.map(quote).join(', ')} (use ISO 3166-1 alpha-3 codes such as CAN; several are separated by ";").`,
        );
      } else {
        const seen = codes.find((c) => firstLineOf.has(c));
        if (seen) fail('iso3', `duplicate country: ${quote(seen)} is already on line ${firstLineOf.get(seen)}.`);
        else codes.forEach((c) => firstLineOf.set(c, line));
      }
      if (region === 'ALL') fail('region', `a country needs a map region (${MAP_REGIONS.join(', ')}), not ALL.`);
    }

    if (Object.keys(problems).length === before && pizz) {
      rows.push({
        line,
        name,
        iso3: iso3 === REGION_ROW ? REGION_ROW : iso3,
        region: region as PrevalenceRow['region'],
        pizz,
        kind: kind as PrevalenceRow['kind'],
        source,
      });
    }
  });

  if (!Object.keys(problems).length) {
    const without = MAP_REGIONS.filter((r) => !regionTotals.has(r));
    if (without.length) {
      problems.file = `No total row for region ${without.join(', ')}: add a row with iso3 "${REGION_ROW}" and that region.`;
    }
  }
  if (Object.keys(problems).length) return { ok: false, problems };
  // Every rule buildPrevalence enforces was checked above, so it does not throw here.
  const data = buildPrevalence(rows, [...sources]);
  return { ok: true, data, countryCount: data.countries.length };
}

const figure = (text: string | undefined) => text ?? null;

/** What a data set changes for members, versus what they see now: countries, then region totals. */
export function compareData(live: PrevalenceResponse, next: PrevalenceResponse): PrevalenceChange[] {
  const changes: PrevalenceChange[] = [];
  const keyOf = (iso3: string[]) => iso3.join(';');
  const liveCountries = new Map(live.countries.map((c) => [keyOf(c.iso3), c]));
  const nextCountries = new Map(next.countries.map((c) => [keyOf(c.iso3), c]));
  for (const [key, c] of nextCountries) {
    const was = liveCountries.get(key);
    if (!was) changes.push({ change: 'added', scope: 'country', key, name: c.name, before: null, after: c.pizz.text });
    else if (was.pizz.text !== c.pizz.text || was.name !== c.name || was.region !== c.region) {
      changes.push({
        change: 'changed',
        scope: 'country',
        key,
        name: c.name,
        before: was.pizz.text,
        after: c.pizz.text,
      });
    }
  }
  for (const [key, c] of liveCountries) {
    if (!nextCountries.has(key)) {
      changes.push({ change: 'removed', scope: 'country', key, name: c.name, before: c.pizz.text, after: null });
    }
  }
  for (const r of next.regions) {
    const was = live.regions.find((l) => l.code === r.code);
    if (was?.total !== r.total) {
      changes.push({
        change: was ? 'changed' : 'added',
        scope: 'region',
        key: r.code,
        name: r.name,
        before: figure(was ? String(was.total) : undefined),
        after: String(r.total),
      });
    }
  }
  return changes;
}
