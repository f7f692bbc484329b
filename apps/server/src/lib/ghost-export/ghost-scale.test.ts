import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { largeGhostExport } from '../../test/ghost-versions.js';
import { planGhostImport, readGhostExport } from './ghost-export.js';

describe('planning a large export', () => {
  it('plans 100,000 posts without blocking the event loop for more than 200 ms', { timeout: 600_000 }, async () => {
    const file = largeGhostExport(100_000);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const plan = await planGhostImport(await readGhostExport(file, 100_000), {
      choices: { defaultKind: 'news:OTHER_RESOURCES', pages: 'conference', map: { 'tag-3': 'category:oncology' } },
    });
    delay.disable();
    // Every post and page planned (a default kind and a choice for pages), none skipped.
    expect(plan).toHaveLength(100_000);
    expect(plan.filter((p) => p.skip)).toEqual([]);
    expect(plan[3]!.target).toMatchObject({ kind: 'therapy', educationCategory: 'oncology' });
    expect(delay.max / 1e6).toBeLessThan(200);
  });
});
