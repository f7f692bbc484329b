import {
  indexGhostExport,
  planGhostPosts,
  type PlanOptions,
  type PlannedPost,
} from '../lib/ghost-export/ghost-export.js';

/** An export as the bytes of its file, as an upload brings it. */
export const exportBytes = (file: unknown) => Buffer.from(JSON.stringify(file));

/**
 * Every post and page of an export, planned as the import plans them: the file's bytes indexed
 * (and checked) in a first pass, then read and planned post by post in a second.
 */
export async function planExport(file: unknown, options: PlanOptions = {}, maxPosts?: number): Promise<PlannedPost[]> {
  const bytes = exportBytes(file);
  const index = await indexGhostExport(bytes, maxPosts);
  const planned: PlannedPost[] = [];
  await planGhostPosts(bytes, index, options, (p) => {
    planned.push(p);
  });
  return planned;
}
