import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PrevalenceResponseSchema } from '@aatd/contract';
import { buildPrevalence, parseCountriesTsv, parseSourcesMd } from './prevalence.parser.js';
import { BUNDLED_DIR } from './prevalence.repository.js';
import { checkPrevalenceTsv, compareData, decodeText } from './prevalence-upload.js';

const SOURCES = [{ key: 'S1', citation: 'A paper.' }];
const HEADER = 'name\tiso3\tregion\tpizz\tkind\tsource';
const TOTALS = [
  'Europe\t-\tEU\t100\tregion-total-published\tS1',
  'Americas\t-\tNAM\t200\tregion-total-published\tS1',
  'Africa and Asia\t-\tAFR\t300\tregion-total-published\tS1',
  'Oceania\t-\tAUS\t400\tregion-total-published\tS1',
];
/** A table: the header, the four region totals (lines 2-5), then `rows` from line 6. */
const table = (...rows: string[]) => [HEADER, ...TOTALS, ...rows].join('\n');
const ok = (rows: string) => `${rows}\tpublished\tS1`;

describe('checkPrevalenceTsv', () => {
  const cases: { title: string; tsv: string; problems: Record<string, string> }[] = [
    { title: 'an empty file', tsv: ' \n', problems: { file: 'The file is empty.' } },
    {
      title: 'a header with a missing and an unknown column',
      tsv: 'name\tiso3\tregion\tfigure\tkind\tsource\nX\tCAN\tNAM\t1\tpublished\tS1',
      problems: {
        '1:header':
          'Line 1 (header): the columns must be name, iso3, region, pizz, kind, source (tab-separated, any order); missing pizz; unknown "figure".',
      },
    },
    {
      title: 'a comma-separated file',
      tsv: 'name,iso3,region,pizz,kind,source\nCanada,CAN,NAM,1,published,S1',
      problems: {
        '1:header':
          'Line 1 (header): the columns must be name, iso3, region, pizz, kind, source (tab-separated, any order); missing name, iso3, region, pizz, kind, source; unknown "name,iso3,region,pizz,kind,source". Separate the columns with tabs.',
      },
    },
    {
      title: 'an unknown country code',
      tsv: table(ok('Canada\tCAN\tNAM\t10'), ok('Atlantis\tATL\tEU\t5')),
      problems: {
        '7:iso3':
          'Line 7, column iso3: unknown country code "ATL" (use ISO 3166-1 alpha-3 codes such as CAN; several are separated by ";").',
      },
    },
    {
      title: 'a missing and a non-numeric figure',
      tsv: table(ok('Canada\tCAN\tNAM\t'), ok('Mexico\tMEX\tNAM\tabout 40')),
      problems: {
        '6:pizz': 'Line 6, column pizz: the Pi*ZZ figure is missing.',
        '7:pizz':
          'Line 7, column pizz: "about 40" is not a number (write a number such as 4126, a range such as 5000-15000, or <1000).',
      },
    },
    {
      title: 'a duplicate country, also inside a multi-country row',
      tsv: table(ok('Serbia\tSRB\tEU\t10'), ok('Canada\tCAN\tNAM\t1'), ok('Serbia and Montenegro\tMNE;SRB\tEU\t12')),
      problems: { '8:iso3': 'Line 8, column iso3: duplicate country: "SRB" is already on line 6.' },
    },
    {
      title: 'several problems on one line, each named by its column',
      tsv: table('\tCAN\tXX\t5\tguess\tNOPE'),
      problems: {
        '6:name': 'Line 6, column name: the name is missing.',
        '6:region': 'Line 6, column region: unknown region "XX" (one of ALL, EU, NAM, AFR, AUS).',
        '6:kind':
          'Line 6, column kind: unknown kind "guess" (one of region-total-published, world-total-published, published, derived-hardy-weinberg, range-2006).',
        '6:source': 'Line 6, column source: source "NOPE" is not listed in SOURCES.md (known: S1).',
      },
    },
    {
      title: 'a row with too few cells',
      tsv: table('Canada\tCAN\tNAM\t5'),
      problems: { '6:row': 'Line 6: has 4 columns, the header has 6 (separate the columns with tabs).' },
    },
    {
      title: 'a country in region ALL and a region total given as a range',
      tsv: [
        HEADER,
        ...TOTALS.slice(1),
        'Europe\t-\tEU\t10-20\tregion-total-published\tS1',
        ok('Chile\tCHL\tALL\t3'),
      ].join('\n'),
      problems: {
        '5:pizz': 'Line 5, column pizz: a region total must be one number, not a range.',
        '6:region': 'Line 6, column region: a country needs a map region (EU, NAM, AFR, AUS), not ALL.',
      },
    },
    {
      title: 'a region without its total row',
      tsv: [HEADER, ...TOTALS.slice(0, 3), ok('Australia\tAUS\tAUS\t4')].join('\n'),
      problems: { file: 'No total row for region AUS: add a row with iso3 "-" and that region.' },
    },
  ];
  it.each(cases)('refuses $title, naming each line and column', ({ tsv, problems }) => {
    expect(checkPrevalenceTsv(tsv, SOURCES)).toEqual({ ok: false, problems });
  });

  it('accepts a good table: codes and regions in any case, columns in any order, CRLF and blank lines', () => {
    const tsv = [
      'source\tname\tiso3\tregion\tpizz\tkind',
      ...TOTALS.map((l) => {
        const c = l.split('\t');
        return [c[5], c[0], c[1], c[2], c[3], c[4]].join('\t');
      }),
      '',
      'S1\tCanada\tcan\tnam\t1,234\tpublished',
      'S1\tSerbia and Montenegro\tSRB;MNE\tEU\t<1000\trange-2006',
    ].join('\r\n');
    const check = checkPrevalenceTsv(tsv, SOURCES);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(PrevalenceResponseSchema.parse(check.data)).toBeTruthy();
    expect(check.countryCount).toBe(2);
    expect(check.data.countries[0]).toMatchObject({ iso3: ['CAN'], region: 'NAM', pizz: { low: 1234, high: 1234 } });
    expect(check.data.regions.find((r) => r.code === 'ALL')!.total).toBe(1000);
  });

  it('accepts the shipped table and reads it as the file loader does', async () => {
    const [tsv, md] = await Promise.all([
      readFile(path.join(BUNDLED_DIR, 'countries.tsv'), 'utf8'),
      readFile(path.join(BUNDLED_DIR, 'SOURCES.md'), 'utf8'),
    ]);
    const sources = parseSourcesMd(md);
    const check = checkPrevalenceTsv(tsv, sources);
    expect(check.ok && check.data).toEqual(buildPrevalence(parseCountriesTsv(tsv), sources));
  });
});

describe('decodeText', () => {
  it('reads UTF-8 without its byte-order mark and refuses binary or other encodings', () => {
    expect(decodeText(Buffer.from('\uFEFFname\tiso3'))).toBe('name\tiso3');
    expect(decodeText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBeNull();
    expect(decodeText(Buffer.from([0x43, 0xf4, 0x74, 0x65]))).toBeNull(); // "Côte" in Latin-1
  });
});

describe('compareData', () => {
  it('lists added, removed and changed countries and changed region totals', () => {
    const before = checkPrevalenceTsv(table(ok('Canada\tCAN\tNAM\t10'), ok('Mexico\tMEX\tNAM\t20')), SOURCES);
    const after = checkPrevalenceTsv(
      table(ok('Canada\tCAN\tNAM\t11'), ok('Chile\tCHL\tNAM\t5')).replace(
        'Oceania\t-\tAUS\t400',
        'Oceania\t-\tAUS\t401',
      ),
      SOURCES,
    );
    if (!before.ok || !after.ok) throw new Error('fixtures must be valid');
    expect(compareData(before.data, after.data)).toEqual([
      { change: 'changed', scope: 'country', key: 'CAN', name: 'Canada', before: '10', after: '11' },
      { change: 'added', scope: 'country', key: 'CHL', name: 'Chile', before: null, after: '5' },
      { change: 'removed', scope: 'country', key: 'MEX', name: 'Mexico', before: '20', after: null },
      { change: 'changed', scope: 'region', key: 'ALL', name: 'Worldwide', before: '1000', after: '1001' },
      { change: 'changed', scope: 'region', key: 'AUS', name: 'Oceania', before: '400', after: '401' },
    ]);
    expect(compareData(after.data, after.data)).toEqual([]);
  });
});
