import { describe, expect, it } from 'vitest';
import { DailyReportQuerySchema, ReportBodySchema, formatSessionMinutes } from './report.js';
import { FeedbackFormSchema, InviteBodySchema } from './members.js';
import { fieldErrors } from './test-helpers.js';

describe('report contract', () => {
  it('shows an average duration in minutes with two decimals (part 2 §9)', () => {
    expect(formatSessionMinutes(69)).toBe('1.15');
    expect(formatSessionMinutes(0)).toBe('0.00');
  });

  it('needs ordered ISO dates and at least one metric', () => {
    expect(
      ReportBodySchema.safeParse({ metrics: ['sessions'], startDate: '2020-03-31', endDate: '2020-03-31' }).success,
    ).toBe(true);
    expect(
      Object.keys(
        fieldErrors(ReportBodySchema.safeParse({ metrics: [], startDate: '2020-04-01', endDate: '2020-03-31' })),
      ),
    ).toEqual(['metrics', 'endDate']);
    expect(DailyReportQuerySchema.safeParse({ startDate: '2020-01-01', endDate: '2021-01-01' }).success).toBe(false);
  });
});

describe('member-area forms', () => {
  it('invite: the spec messages for a missing or malformed address', () => {
    expect(fieldErrors(InviteBodySchema.safeParse({ email: '' }))).toEqual({ email: ['Email is Required'] });
    expect(fieldErrors(InviteBodySchema.safeParse({ email: 'x@' }))).toEqual({ email: ['Invalid email format'] });
  });

  it('feedback: details required, the feature optional ("Select..." is empty)', () => {
    expect(FeedbackFormSchema.safeParse({ feedbackText: 'Good', feature: '' }).success).toBe(true);
    expect(FeedbackFormSchema.safeParse({ feedbackText: ' ', feature: 'Search' }).success).toBe(false);
  });
});
