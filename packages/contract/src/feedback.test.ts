import { describe, expect, it } from 'vitest';
import { FeedbackFormSchema } from './feedback.js';

describe('feedback form', () => {
  it('details required, the feature optional ("Select..." is empty)', () => {
    expect(FeedbackFormSchema.safeParse({ feedbackText: 'Good', feature: '' }).success).toBe(true);
    expect(FeedbackFormSchema.safeParse({ feedbackText: ' ', feature: 'Search' }).success).toBe(false);
  });
});
