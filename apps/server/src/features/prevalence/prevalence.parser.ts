import {
  PREVALENCE_KINDS,
  PREVALENCE_REGIONS,
  type PiZzEstimate,
  type PrevalenceCountry,
  type PrevalenceKind,
  type PrevalenceRegion,
  type PrevalenceRegionCode,
  type PrevalenceResponse,
  type PrevalenceSource,
} from '@aatd/contract';

/** A malformed data file: the message names the line, so an admin who replaced the table can fix it. */
export class PrevalenceDataError extends Error {}

export interface PrevalenceRow {
  line: number;
  name: string;
  iso3: string;
  region: PrevalenceRegionCode;
  pizz: PiZzEstimate;
  kind: PrevalenceKind;
  source: string;
}

const COLUMNS = ['name', 'iso3', 'region', 'pizz', 'kind', 'source'] as const;
const isRegion = (v: string): v is PrevalenceRegionCode => (PREVALENCE_REGIONS as readonly string[]).includes(v);
const isKind = (v: string): v is PrevalenceKind => (PREVALENCE_KINDS as readonly string[]).includes(v);

/** Reads a Pi*ZZ figure as printed: "4126", "5,000-15,000" or "<1000". */
export function parsePiZz(raw: string): PiZzEstimate {
  const text = raw.trim();
  const compact = text.replace(/[,\s]/g, '');
  if (/^\d+$/.test(compact)) return { low: Number(compact), high: Number(compact), text };
  const range = /^(\d+)[-–](\d+)$/.exec(compact);
  if (range && Number(range[1]) <= Number(range[2])) return { low: Number(range[1]), high: Number(range[2]), text };
  const below = /^<(\d+)$/.exec(compact);
  // "<1000" (B2006EU) means some Pi*ZZ individuals but fewer than 1,000. A lower bound of 0 would colour
  // the country in the grey "0" band, which the source does not say, so the bound is the smallest non-zero count.
  if (below && Number(below[1]) > 1) return { low: 1, high: Number(below[1]) - 1, text };
  throw new PrevalenceDataError(`Unreadable Pi*ZZ figure "${raw}"`);
}

/** Parses countries.tsv (columns in any order, header names as documented in SOURCES.md). */
export function parseCountriesTsv(tsv: string): PrevalenceRow[] {
  const lines = tsv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((h) => h.trim());
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  const missing = COLUMNS.filter((c) => index[c] < 0);
  if (missing.length) throw new PrevalenceDataError(`countries.tsv: missing column(s) ${missing.join(', ')}`);

  const rows: PrevalenceRow[] = [];
  lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (!text.trim()) return;
    const cells = text.split('\t').map((c) => c.trim());
    const cell = (c: (typeof COLUMNS)[number]) => cells[index[c]] ?? '';
    const fail = (why: string) => new PrevalenceDataError(`countries.tsv line ${line}: ${why}`);
    const region = cell('region');
    const kind = cell('kind');
    if (!cell('name')) throw fail('empty name');
    if (!isRegion(region)) throw fail(`unknown region "${region}"`);
    if (!isKind(kind)) throw fail(`unknown kind "${kind}"`);
    if (!cell('source')) throw fail('empty source');
    let pizz: PiZzEstimate;
    try {
      pizz = parsePiZz(cell('pizz'));
    } catch (e) {
      throw fail((e as Error).message);
    }
    rows.push({ line, name: cell('name'), iso3: cell('iso3'), region, pizz, kind, source: cell('source') });
  });
  return rows;
}

/** Reads the "Sources:" list of SOURCES.md: "- KEY: citation", continued on indented lines. */
export function parseSourcesMd(md: string): PrevalenceSource[] {
  const lines = md.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === 'Sources:');
  if (start < 0) throw new PrevalenceDataError('SOURCES.md: no "Sources:" section');
  const sources: PrevalenceSource[] = [];
  for (const line of lines.slice(start + 1)) {
    const bullet = /^- ([A-Za-z0-9][\w-]*): (.+)$/.exec(line);
    if (bullet) sources.push({ key: bullet[1], citation: bullet[2].trim() });
    else if (/^\s{2,}\S/.test(line) && sources.length) sources.at(-1)!.citation += ` ${line.trim()}`;
    else break; // the section ends at the first blank or unrelated line
  }
  return sources;
}

const REGION_ROW = '-';
const unique = (xs: string[]) => [...new Set(xs)];

/** Region total from its published row(s): Africa and Asia are printed separately and summed. */
function buildRegion(code: PrevalenceRegion['code'], rows: PrevalenceRow[]): PrevalenceRegion {
  for (const r of rows) {
    if (r.pizz.low !== r.pizz.high) {
      throw new PrevalenceDataError(`countries.tsv line ${r.line}: a region total must be one number`);
    }
  }
  return {
    code,
    name: rows.map((r) => r.name).join(' and '),
    total: rows.reduce((sum, r) => sum + r.pizz.low, 0),
    kind: rows[0].kind,
    source: unique(rows.map((r) => r.source)).join('+'),
    parts: rows.map((r) => ({ name: r.name, total: r.pizz.low })),
  };
}

/** Assembles the API answer; every source key a row names must be cited in SOURCES.md. */
export function buildPrevalence(rows: PrevalenceRow[], sources: PrevalenceSource[]): PrevalenceResponse {
  const known = new Set(sources.map((s) => s.key));
  for (const r of rows) {
    if (!known.has(r.source)) {
      throw new PrevalenceDataError(`countries.tsv line ${r.line}: source "${r.source}" is not listed in SOURCES.md`);
    }
  }
  const regionRows = rows.filter((r) => r.iso3 === REGION_ROW);
  const regions = PREVALENCE_REGIONS.filter((c) => c !== 'ALL').map((code) => {
    const own = regionRows.filter((r) => r.region === code);
    if (!own.length) throw new PrevalenceDataError(`countries.tsv: no total row for region ${code}`);
    return buildRegion(code, own);
  });
  const world = regionRows.filter((r) => r.region === 'ALL');
  // Without a published world figure, the worldwide total is the sum of the regions (spec part 2 §9).
  const all: PrevalenceRegion = world.length
    ? buildRegion('ALL', world)
    : {
        code: 'ALL',
        name: 'Worldwide',
        total: regions.reduce((sum, r) => sum + r.total, 0),
        kind: 'region-total-published',
        source: unique(regions.flatMap((r) => r.source.split('+'))).join('+'),
        parts: regions.map((r) => ({ name: r.name, total: r.total })),
      };

  const countries: PrevalenceCountry[] = rows
    .filter((r) => r.iso3 !== REGION_ROW)
    .map((r) => {
      const iso3 = r.iso3.split(';').map((c) => c.trim().toUpperCase());
      if (r.region === 'ALL') {
        throw new PrevalenceDataError(`countries.tsv line ${r.line}: a country needs a map region, not ALL`);
      }
      if (!iso3.every((c) => /^[A-Z]{3}$/.test(c))) {
        throw new PrevalenceDataError(`countries.tsv line ${r.line}: bad ISO3 "${r.iso3}"`);
      }
      return { name: r.name, iso3, region: r.region, pizz: r.pizz, kind: r.kind, source: r.source };
    });
  return { regions: [all, ...regions], countries, sources };
}
