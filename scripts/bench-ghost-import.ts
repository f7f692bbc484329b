/**
 * `npm run bench:ghost-import [-- POSTS]`: reads and plans a generated Ghost 5 export of 100,000
 * posts (SAMPLE) as a dry run does, from the file's bytes: a first pass indexes tags, authors and
 * links and checks every post, a second plans each post while it is read, keeping only what a
 * report keeps of it. Prints the total time and the event loop's longest block while it ran
 * (figures in docs/migration.md).
 *
 * On a shared machine a block is mostly waiting for a core: so for each phase it prints the
 * longest gap between two turns of a 1 ms timer (wall time, what other requests would wait) and
 * the most CPU time the process used within one gap (the work that held the loop; process-wide,
 * so GC threads count too: an upper bound).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readGhostFile } from '../apps/server/src/features/console-content/ghost-import.service.js';
import { indexGhostExport, planGhostPosts } from '../apps/server/src/lib/ghost-export/ghost-export.js';
import { largeGhostExport } from '../apps/server/src/test/ghost-versions.js';

const posts = Number(process.argv[2] ?? 100_000);
const file = Buffer.from(JSON.stringify(largeGhostExport(posts)));
const bytes = file.length;

/** reading the file; indexing: the first pass; planning: the second (checks and plans each post). */
type Phase = 'parsing' | 'checking' | 'planning';
let phase: Phase = 'parsing';
const worst: Record<Phase, { wall: number; cpu: number }> = {
  parsing: { wall: 0, cpu: 0 },
  checking: { wall: 0, cpu: 0 },
  planning: { wall: 0, cpu: 0 },
};
let last = performance.now();
let lastCpu = process.cpuUsage();
let watching = true;
const tick = () => {
  const now = performance.now();
  const used = process.cpuUsage(lastCpu);
  const cpu = (used.user + used.system) / 1000;
  const w = worst[phase];
  w.wall = Math.max(w.wall, now - last);
  w.cpu = Math.max(w.cpu, cpu);
  last = now;
  lastCpu = process.cpuUsage();
  if (watching) setTimeout(tick, 1);
};
setTimeout(tick, 1);

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const start = performance.now();
const upload = await readGhostFile(file);
const parsed = performance.now() - start;
phase = 'checking';
const index = await indexGhostExport(upload.json, posts);
const read = performance.now() - start;
phase = 'planning';
// What a dry run's report keeps of each post; the plan itself (its body) is dropped.
const plan: Array<{ title: string; skip: string | null; problems: string[] }> = [];
await planGhostPosts(
  upload.json,
  index,
  { choices: { defaultKind: 'news:OTHER_RESOURCES', pages: 'conference' } },
  (p) => {
    plan.push({ title: p.title, skip: p.skip, problems: p.problems });
  },
);
const total = performance.now() - start;
delay.disable();
watching = false;
const s = (ms: number) => (ms / 1000).toFixed(2);
console.log(`Ghost export: ${posts} posts, ${(bytes / 1024 / 1024).toFixed(1)} MB of JSON`);
console.log(`planned: ${plan.length} (${plan.filter((p) => p.skip).length} skipped)`);
console.log(
  `total: ${s(total)} s (reading the file ${s(parsed)} s, indexing ${s(read - parsed)} s, checking and planning ${s(total - read)} s)`,
);
console.log(
  `longest event loop block: ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
);
for (const [name, w] of Object.entries(worst)) {
  console.log(`  ${name}: longest gap ${w.wall.toFixed(0)} ms wall, most CPU in one gap ${w.cpu.toFixed(0)} ms`);
}
console.log(
  `load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
