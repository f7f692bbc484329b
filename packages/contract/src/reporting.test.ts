import { describe, expect, it } from 'vitest';
import { DailyReportQuerySchema, ReportBodySchema, formatSessionMinutes } from './reporting.js';
import { fieldErrors } from './test-helpers.js';

describe('reporting contract', () => {
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
