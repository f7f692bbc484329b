/**
 * `npm run bench:ghost-import [-- POSTS]`: reads and plans a generated Ghost 5 export of 100,000
 * posts (SAMPLE) as a dry run does, and prints the total time and the event loop's longest block
 * while it ran (figures in docs/performance.md).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { planGhostImport, readGhostExport } from '../apps/server/src/lib/ghost-export/ghost-export.js';
import { largeGhostExport } from '../apps/server/src/test/ghost-versions.js';

const posts = Number(process.argv[2] ?? 100_000);
const file = largeGhostExport(posts);
const bytes = Buffer.byteLength(JSON.stringify(file));
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const start = performance.now();
const data = await readGhostExport(file, posts);
const read = performance.now() - start;
const plan = await planGhostImport(data, { choices: { defaultKind: 'news:OTHER_RESOURCES', pages: 'conference' } });
const total = performance.now() - start;
delay.disable();
console.log(`Ghost export: ${posts} posts, ${(bytes / 1024 / 1024).toFixed(1)} MB of JSON`);
console.log(`planned: ${plan.length} (${plan.filter((p) => p.skip).length} skipped)`);
console.log(
  `total: ${(total / 1000).toFixed(2)} s (reading ${(read / 1000).toFixed(2)} s, planning ${((total - read) / 1000).toFixed(2)} s)`,
);
console.log(
  `longest event loop block: ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
);
