import { describe, expect, it } from 'vitest';
import { largeGhostExport } from '../../test/ghost-versions.js';
import { planExport } from '../../test/ghost-plan.js';

// How long planning takes and how long it holds the event loop are figures, printed by
// `npm run bench:ghost-import`; this checks that an export at the default post limit plans whole.
describe('planning a large export', () => {
  it('plans every post and page of a 20,000-post export with a default kind and a page choice', async () => {
    const file = largeGhostExport(20_000);
    const plan = await planExport(
      file,
      { choices: { defaultKind: 'news:OTHER_RESOURCES', pages: 'conference', map: { 'tag-3': 'category:oncology' } } },
      20_000,
    );
    expect(plan).toHaveLength(20_000);
    expect(plan.filter((p) => p.skip)).toEqual([]);
    expect(plan[3]!.target).toMatchObject({ kind: 'therapy', educationCategory: 'oncology' });
  }, 300_000);
});
