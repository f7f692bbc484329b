import { describe, expect, it } from 'vitest';
import { diffFields, readableText } from './field-diff';

describe('readableText', () => {
  it('reads HTML as text, with images and videos named', () => {
    expect(
      readableText(
        '<h2>Dosing</h2><p>Weekly &amp; <strong>IV</strong></p><img src="/a.png" alt="Chart"><iframe src="x" title="Talk"></iframe>',
      ),
    ).toBe('Dosing\nWeekly & IV\n[image: Chart][video: Talk]');
  });

  it('shows lists, flags and missing values plainly', () => {
    expect(readableText(['clinical-news', 'oncology'])).toBe('clinical-news, oncology');
    expect(readableText(true)).toBe('Yes');
    expect(readableText(null)).toBe('');
  });
});

describe('diffFields', () => {
  it('lists only the changed fields, in the form order, with word-level parts', () => {
    const changes = diffFields(
      { title: 'New therapy data', excerpt: 'Same', html: '<p>Old text here</p>' },
      { title: 'New therapy results', excerpt: 'Same', html: '<p>New text here</p>', authors: 'A. Author' },
      ['title', 'excerpt', 'html'],
    );
    expect(changes.map((c) => c.field)).toEqual(['title', 'html', 'authors']);
    const title = changes[0]!.parts;
    expect(title.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(['data']);
    expect(title.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['results']);
    expect(changes[2]!.parts).toEqual([expect.objectContaining({ added: true, value: 'A. Author' })]);
  });

  it('finds nothing between equal versions', () => {
    expect(diffFields({ title: 'A', tags: ['x'] }, { title: 'A', tags: ['x'] })).toEqual([]);
  });
});

describe('list entries', () => {
  it('read one entry per line, its parts joined', () => {
    const figures = [
      { title: 'Figure A', caption: 'Serum levels.', imageUrl: 'sample/a.webp' },
      { title: 'Figure B', caption: 'Lung density.', imageUrl: null },
    ];
    expect(readableText(figures)).toBe('Figure A — Serum levels. — sample/a.webp\nFigure B — Lung density.');
    expect(readableText(['a.pdf', 'b.pdf'])).toBe('a.pdf, b.pdf');
  });
});
