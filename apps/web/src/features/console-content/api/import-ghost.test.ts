import { describe, expect, it } from 'vitest';
import { GhostImportQuerySchema } from '@aatd/contract';
import { choicesQuery, exportContentType } from './import-ghost';

describe('the Ghost import query', () => {
  it('sends each chosen mapping as a repeated map=TAG=KIND, leaving out what is not chosen', () => {
    const q = choicesQuery(
      {
        defaultKind: 'skip',
        pages: '',
        map: { 'webinar-recordings': 'conference', other: '', news: 'news:CLINICAL_NEWS' },
      },
      true,
    );
    const params = new URLSearchParams(q);
    expect(params.getAll('map')).toEqual(['webinar-recordings=conference', 'news=news:CLINICAL_NEWS']);
    expect(params.has('pages')).toBe(false);
    // The server's own schema reads it back as the same choices.
    const parsed = GhostImportQuerySchema.parse({
      dryRun: params.get('dryRun'),
      defaultKind: params.get('defaultKind'),
      map: params.getAll('map'),
    });
    expect(parsed).toMatchObject({
      dryRun: true,
      defaultKind: 'skip',
      map: { 'webinar-recordings': 'conference', news: 'news:CLINICAL_NEWS' },
    });
  });

  it('names a ZIP by its extension whatever the browser guessed', () => {
    expect(exportContentType(new File([], 'Blog.ZIP', { type: 'application/x-zip-compressed' }))).toBe(
      'application/zip',
    );
    expect(exportContentType(new File([], 'blog.json', { type: '' }))).toBe('application/json');
  });
});
