import { describe, expect, it } from 'vitest';
import { lastMonth, lastWeek } from './digest-periods.js';

describe('digest periods (UTC)', () => {
  it('the last month is the calendar month before, also across a year', () => {
    expect(lastMonth(new Date('2026-12-01T00:00:00Z'))).toEqual({
      key: '2026-11',
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
    });
    expect(lastMonth(new Date('2027-01-31T23:59:59Z')).key).toBe('2026-12');
  });

  it('the last week is the ISO week before, Monday to Monday, named by the year of its Thursday', () => {
    // Wednesday 2 December 2026: the week of 23 to 30 November is week 48.
    expect(lastWeek(new Date('2026-12-02T10:00:00Z'))).toEqual({
      key: '2026-W48',
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    });
    // On a Monday the week just ended is the last one.
    expect(lastWeek(new Date('2026-11-30T00:00:00Z')).key).toBe('2026-W48');
    // 29 December 2025 to 4 January 2026 holds Thursday 1 January: week 1 of 2026.
    expect(lastWeek(new Date('2026-01-05T08:00:00Z')).key).toBe('2026-W01');
    // 28 December 2026 to 3 January 2027: Thursday 31 December, week 53 of 2026.
    expect(lastWeek(new Date('2027-01-04T08:00:00Z')).key).toBe('2026-W53');
  });
});
