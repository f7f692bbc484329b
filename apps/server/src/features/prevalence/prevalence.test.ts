import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PrevalenceResponseSchema } from '@aatd/contract';
import {
  buildPrevalence,
  parseCountriesTsv,
  parsePiZz,
  parseSourcesMd,
  PrevalenceDataError,
} from './prevalence.parser.js';
import { BUNDLED_DIR, readPrevalence } from './prevalence.repository.js';

const bundled = async () => {
  const [tsv, md] = await Promise.all([
    readFile(path.join(BUNDLED_DIR, 'countries.tsv'), 'utf8'),
    readFile(path.join(BUNDLED_DIR, 'SOURCES.md'), 'utf8'),
  ]);
  return { tsv, md, data: buildPrevalence(parseCountriesTsv(tsv), parseSourcesMd(md)) };
};
const HEADER = 'name\tiso3\tregion\tpizz\tkind\tsource';
const SOURCES = 'Sources:\n- X1: Author A. A paper.\n  Journal. 2000;1:1-2.\n';

describe('parsePiZz', () => {
  it('reads a number, a range and an upper bound', () => {
    expect(parsePiZz('4126')).toEqual({ low: 4126, high: 4126, text: '4126' });
    expect(parsePiZz('5000-15000')).toEqual({ low: 5000, high: 15000, text: '5000-15000' });
    expect(parsePiZz('1,000 - 2,000')).toMatchObject({ low: 1000, high: 2000 });
    // "<1000" is non-zero but below 1,000: never the grey "0" band
    expect(parsePiZz('<1000')).toEqual({ low: 1, high: 999, text: '<1000' });
  });
  it('rejects anything else', () => {
    expect(() => parsePiZz('about 10')).toThrow(PrevalenceDataError);
    expect(() => parsePiZz('20-10')).toThrow(PrevalenceDataError);
  });
});

describe('the bundled table', () => {
  it('matches the contract', async () => {
    const { data } = await bundled();
    expect(() => PrevalenceResponseSchema.parse(data)).not.toThrow();
  });

  it('sums Africa and Asia into the AFR region', async () => {
    const { data } = await bundled();
    const afr = data.regions.find((r) => r.code === 'AFR')!;
    expect(afr).toMatchObject({
      name: 'Africa and Asia',
      total: 3824 + 32154,
      kind: 'region-total-published',
      source: 'B2017',
    });
    expect(afr.parts).toEqual([
      { name: 'Africa', total: 3824 },
      { name: 'Asia', total: 32154 },
    ]);
  });

  it('has a worldwide total equal to the published figure and to the sum of the regions', async () => {
    const { data } = await bundled();
    const [all, ...rest] = data.regions;
    expect(all).toMatchObject({ code: 'ALL', name: 'Worldwide', total: 253404, kind: 'world-total-published' });
    expect(rest.map((r) => r.code)).toEqual(['EU', 'NAM', 'AFR', 'AUS']);
    expect(rest.reduce((s, r) => s + r.total, 0)).toBe(all.total);
  });

  it('keeps each country with its kind and source, and splits multi-country rows', async () => {
    const { data } = await bundled();
    expect(data.countries.find((c) => c.name === 'Australia')).toMatchObject({
      iso3: ['AUS'],
      region: 'AUS',
      pizz: { low: 4126 },
      kind: 'published',
    });
    expect(data.countries.find((c) => c.name === 'United States')).toMatchObject({
      kind: 'derived-hardy-weinberg',
      source: 'B2017SZ-T2',
    });
    expect(data.countries.find((c) => c.name === 'Serbia and Montenegro')?.iso3).toEqual(['SRB', 'MNE']);
    expect(data.countries.every((c) => c.iso3.length > 0)).toBe(true);
  });

  it('reads the three citations of the Sources section only', async () => {
    const { data } = await bundled();
    expect(data.sources.map((s) => s.key)).toEqual(['B2017', 'B2017SZ-T2', 'B2006EU']);
    expect(data.sources[0].citation).toMatch(
      /^Blanco I, .*Int J Chron Obstruct Pulmon Dis\. 2017;12:561-569\. doi:10\.2147\/COPD\.S125389\.$/,
    );
  });
});

describe('buildPrevalence', () => {
  const table = (...rows: string[]) => parseCountriesTsv([HEADER, ...rows].join('\n'));
  const regionRows = [
    'EU\t-\tEU\t10\tregion-total-published\tX1',
    'Am\t-\tNAM\t20\tregion-total-published\tX1',
    'Af\t-\tAFR\t30\tregion-total-published\tX1',
    'Au\t-\tAUS\t40\tregion-total-published\tX1',
  ];

  it('sums the regions when no world figure is printed', () => {
    const data = buildPrevalence(table(...regionRows), parseSourcesMd(SOURCES));
    expect(data.regions[0]).toMatchObject({ code: 'ALL', total: 100 });
    expect(data.sources).toEqual([{ key: 'X1', citation: 'Author A. A paper. Journal. 2000;1:1-2.' }]);
  });

  it('names the line of a bad row', () => {
    expect(() => table('France\tFRA\tXX\t1\tpublished\tX1')).toThrow('line 2: unknown region "XX"');
    expect(() => table('France\tFRA\tEU\t1\tguess\tX1')).toThrow('line 2: unknown kind "guess"');
    expect(() =>
      buildPrevalence(table(...regionRows, 'France\tFRA\tEU\t1\tpublished\tY9'), parseSourcesMd(SOURCES)),
    ).toThrow('source "Y9"');
    expect(() => parseCountriesTsv('name\tiso3\n')).toThrow('missing column(s) region, pizz, kind, source');
  });
});

describe('readPrevalence', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('serves the bundled table, then an admin replacement from DATA_DIR/prevalence without a restart', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'prevalence-'));
    expect((await readPrevalence(dir)).regions[0].total).toBe(253404);

    await mkdir(path.join(dir, 'prevalence'));
    const file = path.join(dir, 'prevalence', 'countries.tsv');
    await writeFile(
      file,
      [
        HEADER,
        'Europe\t-\tEU\t5\tregion-total-published\tB2017',
        'Americas\t-\tNAM\t6\tregion-total-published\tB2017',
        'Africa\t-\tAFR\t7\tregion-total-published\tB2017',
        'Oceania\t-\tAUS\t8\tregion-total-published\tB2017',
      ].join('\n'),
    );
    expect((await readPrevalence(dir)).regions[0].total).toBe(26);

    await writeFile(
      file,
      `${HEADER}\nEurope\t-\tEU\t50\tregion-total-published\tB2017\nAm\t-\tNAM\t0\tpublished\tB2017\nAf\t-\tAFR\t0\tpublished\tB2017\nAu\t-\tAUS\t0\tpublished\tB2017\n`,
    );
    await utimes(file, new Date(), new Date(Date.now() + 5_000)); // a new mtime even on coarse file systems
    expect((await readPrevalence(dir)).regions[0].total).toBe(50);
  });
});
