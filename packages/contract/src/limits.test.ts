import { describe, expect, it } from 'vitest';
import * as limits from './limits.js';
import { UPLOAD_MESSAGES, imageFileIssue } from './upload.js';

describe('limits', () => {
  it('holds the spec page sizes', () => {
    expect(limits.PAGE_SIZE).toEqual({
      newsByType: 10,
      clinicalNews: 3,
      comments: 5,
      members: 6,
      savedArticles: 2,
      savedModules: 2,
      messages: 3,
      conversation: 3,
      therapyList: 3,
      conference: 3,
      modules: 3,
      searchHitsPerGroup: 3,
      overviewPosts: 3,
    });
  });

  it('holds the spec sizes and bounds', () => {
    expect(limits.REGISTRATION_IMAGE_MAX_BYTES).toBe(2097152);
    expect(limits.PROFILE_IMAGE_MAX_BYTES).toBe(1048576);
    expect(limits.IMAGE_TYPES).toEqual(['image/jpg', 'image/jpeg', 'image/png']);
    expect([limits.SNIPPET_ARTICLE_SEARCH, limits.SNIPPET_SITE_SEARCH]).toEqual([650, 570]);
    expect(limits.PASSWORD_MIN).toBe(9);
    expect([limits.PDF_VIEWER_WIDTH, limits.VIDEO_FRAME_HEIGHT]).toEqual([500, 343]);
    expect([limits.RATING_MIN, limits.RATING_MAX]).toEqual([1, 5]);
    expect(limits.REPORT_START_DATE).toBe('2020-03-31');
  });
});

describe('imageFileIssue', () => {
  const max = limits.REGISTRATION_IMAGE_MAX_BYTES;
  it('accepts jpg, jpeg and png up to the limit', () => {
    for (const type of limits.IMAGE_TYPES) {
      expect(imageFileIssue({ size: max, type }, max)).toBeUndefined();
    }
  });
  it('refuses a bigger file and another format with the spec texts', () => {
    expect(imageFileIssue({ size: max + 1, type: 'image/png' }, max)).toBe('Uploaded file is too big.');
    expect(imageFileIssue({ size: 10, type: 'image/gif' }, max)).toBe(UPLOAD_MESSAGES.unsupported);
    expect(UPLOAD_MESSAGES.unsupported).toBe('Uploaded file has unsupported format.');
  });
});
