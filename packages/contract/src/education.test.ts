import { describe, expect, it } from 'vitest';
import { EDUCATION_SLUGS, educationCategory, isEmbeddableVideo, noPostsText } from './education-categories.js';
import { ModuleSearchFormSchema, ModuleSearchQuerySchema, moduleFormat } from './modules.js';

describe('moduleFormat', () => {
  it('derives the Format tag from the media a module carries', () => {
    expect(moduleFormat(['a.pdf'], ['v'])).toBe('Video and PDF');
    expect(moduleFormat([], ['v'])).toBe('Video');
    expect(moduleFormat(['a.pdf'], [])).toBe('PDF');
    expect(moduleFormat([], [])).toBe('No media');
  });
});

describe('education categories', () => {
  it('lists every slug of the spec once, each with its empty text', () => {
    expect(new Set(EDUCATION_SLUGS).size).toBe(13);
    expect(noPostsText(educationCategory('oncology')!.label)).toBe('No Oncology post found');
    expect(educationCategory('astrology')).toBeUndefined();
  });
});

describe('isEmbeddableVideo', () => {
  it('frames YouTube, Vimeo and Wistia players over https only', () => {
    expect(isEmbeddableVideo('https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isEmbeddableVideo('https://player.vimeo.com/video/1')).toBe(true);
    expect(isEmbeddableVideo('https://fast.wistia.net/embed/iframe/x')).toBe(true);
    expect(isEmbeddableVideo('http://www.youtube.com/embed/x')).toBe(false);
    expect(isEmbeddableVideo('/api/media/sample/clip.mp4')).toBe(false);
    expect(isEmbeddableVideo('https://evil.example/embed')).toBe(false);
  });
});

describe('module search', () => {
  it("treats 'Select...' as no topic and reads the bookmarked flag from the query string", () => {
    expect(ModuleSearchQuerySchema.parse({ topic: 'Select...', bookmarked: 'true' })).toEqual({
      name: '',
      topic: '',
      bookmarked: true,
      sort: 'newest',
      page: 1,
    });
    expect(ModuleSearchQuerySchema.parse({ bookmarked: 'false', sort: 'za', page: '3' })).toMatchObject({
      bookmarked: false,
      sort: 'za',
      page: 3,
    });
  });
  it('caps the name the form accepts', () => {
    expect(ModuleSearchFormSchema.safeParse({ name: 'x'.repeat(201), topic: '', bookmarked: false }).success).toBe(
      false,
    );
    expect(ModuleSearchFormSchema.safeParse({ name: '', topic: '', bookmarked: false }).success).toBe(true);
  });
});
