import { CONTENT_KIND_LABELS, type ContentKind, type GhostImportReport } from '@aatd/contract';

const OUTCOME_LABEL = {
  create: 'would create',
  created: 'created',
  duplicate: 'duplicate, skipped',
  skipped: 'skipped',
} as const;

/** The import report as the operator reads it in a terminal. */
export function formatGhostImportReport(r: GhostImportReport): string {
  const t = r.totals;
  const lines = [
    r.dryRun ? 'Dry run: nothing was written.' : 'Import finished.',
    `${t.posts} posts${t.pages ? ` (${t.pages} of them pages)` : ''}: ${t.imported} ${r.dryRun ? 'to import' : 'imported'} (${t.inReview} in review, ${t.drafts} drafts), ${t.duplicates} duplicates skipped, ${t.skipped} skipped.`,
  ];
  const kinds = Object.entries(r.byKind) as Array<[ContentKind, number]>;
  if (kinds.length) lines.push(`By kind: ${kinds.map(([k, n]) => `${CONTENT_KIND_LABELS[k]} ${n}`).join(', ')}.`);
  if (r.unknownTags.length) {
    lines.push('Unknown tags (not mapped to any kind):');
    for (const tag of r.unknownTags) lines.push(`  ${tag.slug} ("${tag.name}") on: ${tag.posts.join('; ')}`);
  }
  const library = r.images.filter((i) => i.outcome === 'library');
  const upload = r.images.filter((i) => i.outcome === 'upload');
  if (library.length) {
    lines.push(
      `Images from the ZIP ${r.dryRun ? 'to go' : 'put'} into the media library (marked to check their alt text):`,
    );
    for (const image of library) lines.push(`  ${image.url} (${image.posts.join('; ')})`);
  }
  if (upload.length) {
    lines.push(
      'Images left out of the posts (not in the ZIP; members never load them from elsewhere): upload them and add them back:',
    );
    for (const image of upload) lines.push(`  ${image.url} (${image.posts.join('; ')})`);
  }
  lines.push('Posts:');
  for (const i of r.items) {
    const state = i.state ? `, ${i.state.replace('_', ' ')}` : '';
    const id = i.contentId ? ` #${i.contentId}` : '';
    lines.push(`  [${OUTCOME_LABEL[i.outcome]}${state}]${id} ${i.title}`);
    for (const p of i.problems) lines.push(`      - ${p}`);
  }
  return lines.join('\n');
}
