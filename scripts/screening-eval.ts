// Measures adverse-event screening and moderation on the labelled corpus: recall on possible
// adverse events, precision, the share of ordinary medical talk flagged, results by class,
// language and special situation, the misses, and how many non-AE medical texts moderation
// would refuse. A figure, not a test: run `npm run screening:eval`.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { screenForAdverseEvent } from '../apps/server/src/lib/safety/adverse-event-screening.js';
import { moderate } from '../apps/server/src/lib/moderation/index.js';

interface Entry {
  text: string;
  label: 'ae' | 'not' | 'borderline';
  language: 'en' | 'de' | 'ar';
  class: string;
  batch: string;
  serious?: boolean;
  situation?: string;
}

const corpusUrl = new URL('../apps/server/src/lib/safety/corpus/screening-corpus.json', import.meta.url);
const corpus = JSON.parse(readFileSync(corpusUrl, 'utf8')) as { brandNames: string[]; entries: Entry[] };
// Held-out sets live in their own files with who wrote them, so a set's texts can be committed
// before the rules are run on them and its author is stated next to its figure.
// Every `screening-held-out-*.json` in the corpus folder is picked up, so a new set only has to
// be dropped in.
const corpusDir = new URL('../apps/server/src/lib/safety/corpus/', import.meta.url);
const heldOutFiles = readdirSync(corpusDir)
  .filter((name) => /^screening-held-out-.+\.json$/.test(name))
  .sort();
const heldOut = heldOutFiles.map(
  (name) =>
    JSON.parse(readFileSync(new URL(name, corpusDir), 'utf8')) as { author: string; written: string; entries: Entry[] },
);
const { brandNames } = corpus;
const entries = [...corpus.entries, ...heldOut.flatMap((set) => set.entries)];

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const flagged = new Map<Entry, boolean>(
  entries.map((e) => [e, screenForAdverseEvent(e.text, brandNames).possibleAdverseEvent]),
);

function summary(title: string, subset: Entry[]) {
  const ae = subset.filter((e) => e.label === 'ae');
  const not = subset.filter((e) => e.label === 'not');
  const borderline = subset.filter((e) => e.label === 'borderline');
  const caught = ae.filter((e) => flagged.get(e)).length;
  const falseAlarms = not.filter((e) => flagged.get(e)).length;
  const precisionBase = caught + falseAlarms;
  console.log(
    `${title.padEnd(34)} n=${String(subset.length).padStart(3)}  recall ${pct(caught, ae.length)} (${caught}/${ae.length})` +
      `  precision ${pct(caught, precisionBase)}  medical talk flagged ${pct(falseAlarms, not.length)} (${falseAlarms}/${not.length})` +
      `  borderline flagged ${borderline.filter((e) => flagged.get(e)).length}/${borderline.length}`,
  );
}

function groupBy(key: (e: Entry) => string | undefined, subset: Entry[]) {
  const groups = new Map<string, Entry[]>();
  for (const e of subset) {
    const k = key(e);
    if (k === undefined) continue;
    groups.set(k, [...(groups.get(k) ?? []), e]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

console.log(`Screening corpus: ${entries.length} texts (brands: ${brandNames.join(', ')})`);
for (const set of heldOut) {
  console.log(
    `  held-out set ${set.entries[0]?.batch ?? ''}: ${set.entries.length} texts, written ${set.written} by ${set.author}`,
  );
}
console.log('');
summary('ALL', entries);
for (const [batch, subset] of groupBy((e) => e.batch, entries)) summary(`batch ${batch}`, subset);
for (const set of heldOut) {
  const batch = set.entries[0]?.batch ?? '';
  console.log(`\n${batch} by class and language`);
  for (const [cls, subset] of groupBy((e) => e.class, set.entries)) summary(`  ${cls}`, subset);
  for (const [language, subset] of groupBy((e) => e.language, set.entries)) summary(`  ${language}`, subset);
}
console.log('\nBy class');
for (const [cls, subset] of groupBy((e) => e.class, entries)) summary(`  ${cls}`, subset);
console.log('\nBy language');
for (const [language, subset] of groupBy((e) => e.language, entries)) summary(`  ${language}`, subset);
console.log('\nBy seriousness (possible AEs)');
for (const [serious, subset] of groupBy(
  (e) => (e.label === 'ae' ? (e.serious ? 'serious' : 'non-serious') : undefined),
  entries,
)) {
  summary(`  ${serious}`, subset);
}
console.log('\nBy special situation (detected as that situation)');
for (const [situation, subset] of groupBy((e) => e.situation, entries)) {
  const named = subset.filter((e) =>
    screenForAdverseEvent(e.text, brandNames).specialSituations.includes(situation as never),
  ).length;
  summary(`  ${situation}`, subset);
  console.log(`${''.padEnd(36)}named as ${situation}: ${named}/${subset.length}`);
}
const seriousAe = entries.filter((e) => e.label === 'ae' && e.serious);
const seriousFound = seriousAe.filter((e) => screenForAdverseEvent(e.text, brandNames).serious).length;
console.log(`\nSerious AEs marked serious: ${seriousFound}/${seriousAe.length}`);

// What the structural tier (person + medicine + a sign of change) adds, and what it costs.
const narrow = new Map<Entry, boolean>(
  entries.map((e) => [
    e,
    screenForAdverseEvent(e.text, brandNames, undefined, { tier: 'narrow' }).possibleAdverseEvent,
  ]),
);
const wideAlone = new Map<Entry, boolean>(
  entries.map((e) => [
    e,
    screenForAdverseEvent(e.text, brandNames, undefined, { tier: 'structural' }).possibleAdverseEvent,
  ]),
);
console.log('\nStructural tier: possible AEs caught only by it, and ordinary talk flagged only by it');
for (const [batch, subset] of [['ALL', entries] as const, ...groupBy((e) => e.batch, entries)]) {
  const ae = subset.filter((e) => e.label === 'ae');
  const not = subset.filter((e) => e.label === 'not');
  const onlyWide = ae.filter((e) => flagged.get(e) && !narrow.get(e)).length;
  const costWide = not.filter((e) => flagged.get(e) && !narrow.get(e)).length;
  const narrowRecall = ae.filter((e) => narrow.get(e)).length;
  const narrowAlarms = not.filter((e) => narrow.get(e)).length;
  const wideRecall = ae.filter((e) => wideAlone.get(e)).length;
  const wideAlarms = not.filter((e) => wideAlone.get(e)).length;
  console.log(
    `  ${String(batch).padEnd(32)} AEs only by it ${pct(onlyWide, ae.length)} (${onlyWide}/${ae.length})` +
      `  ordinary flagged only by it ${pct(costWide, not.length)} (${costWide}/${not.length})` +
      `  without it: recall ${pct(narrowRecall, ae.length)}, ordinary flagged ${pct(narrowAlarms, not.length)}` +
      `  it alone: recall ${pct(wideRecall, ae.length)}, ordinary flagged ${pct(wideAlarms, not.length)}`,
  );
}

const misses = entries.filter((e) => e.label === 'ae' && !flagged.get(e));
console.log(`\nMissed possible AEs (${misses.length})`);
for (const e of misses) console.log(`  [${e.batch}/${e.language}/${e.class}] ${e.text}`);
const alarms = entries.filter((e) => e.label === 'not' && flagged.get(e));
console.log(`\nOrdinary medical talk flagged (${alarms.length})`);
for (const e of alarms) console.log(`  [${e.batch}/${e.language}/${e.class}] ${e.text}`);

const medical = entries.filter((e) => e.label !== 'ae');
const refused = medical
  .map((e) => ({ e, result: moderate(e.text, { brandNames: [] }) }))
  .filter(({ result }) => result.categories.length > 0);
console.log(`\nModeration (no brand list) refuses ${refused.length} of ${medical.length} non-AE medical texts`);
for (const { e, result } of refused) console.log(`  ${JSON.stringify(result.matches)} ${e.text}`);

const long = entries
  .map((e) => e.text)
  .join(' ')
  .slice(0, 10_000);
screenForAdverseEvent(long, brandNames);
// CPU time, not wall time: the machine is shared, and waiting for a core is not screening.
const runs = 50;
const cpu = process.cpuUsage();
const wall = performance.now();
for (let i = 0; i < runs; i++) screenForAdverseEvent(long, brandNames);
const used = process.cpuUsage(cpu);
console.log(
  `\nSpeed: a ${long.length}-character text screens in ${((used.user + used.system) / 1000 / runs).toFixed(2)} ms CPU ` +
    `(${((performance.now() - wall) / runs).toFixed(2)} ms wall)`,
);
