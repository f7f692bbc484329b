import { describe, expect, it } from 'vitest';
import { MODERATION_CATEGORIES, MODERATION_LABELS, moderationMessage } from './moderation.js';

const TAIL = ' not allowed (please refer to the website terms and conditions)';

describe('moderationMessage', () => {
  it('names one category', () => {
    expect(moderationMessage(['profanity'])).toBe(
      'Inappropriate Content: Profanity not allowed (please refer to the website terms and conditions)',
    );
  });

  it('joins two with "and"', () => {
    expect(moderationMessage(['externalLink', 'profanity'])).toBe(
      `Inappropriate Content: Profanity and External link${TAIL}`,
    );
  });

  it('joins three with commas and "and"', () => {
    expect(moderationMessage(['productBrandNames', 'personalBranding', 'externalLink'])).toBe(
      `Inappropriate Content: Personal branding, External link and Product brand names${TAIL}`,
    );
  });

  it('joins all four', () => {
    expect(moderationMessage([...MODERATION_CATEGORIES])).toBe(
      `Inappropriate Content: Personal branding, Profanity, External link and Product brand names${TAIL}`,
    );
  });

  it('drops duplicates and unknown values, and falls back when nothing is known', () => {
    expect(moderationMessage(['profanity', 'profanity', 'spam'])).toBe(`Inappropriate Content: Profanity${TAIL}`);
    expect(moderationMessage([])).toBe('Content inappropriate');
    expect(moderationMessage(undefined)).toBe('Content inappropriate');
  });

  it('labels each category', () => {
    expect(MODERATION_LABELS).toEqual({
      personalBranding: 'Personal branding',
      profanity: 'Profanity',
      externalLink: 'External link',
      productBrandNames: 'Product brand names',
    });
  });
});
