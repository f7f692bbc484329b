/**
 * The periods of the scheduled digests, in UTC: the Journal Watch digest of a calendar month is
 * due from the first of the next month; the weekly summary of an ISO week (Monday to Monday) from
 * the Monday after. Only the latest finished period is sent: a worker that was down for a month
 * sends one digest, not a backlog.
 */
export interface DigestPeriod {
  /** The key of the claim: '2026-11' or '2026-W48'. */
  key: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last finished calendar month before `now`. */
export function lastMonth(now: Date): DigestPeriod {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return { key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
}

/** The last finished ISO week before `now` (weeks start on Monday, 00:00 UTC). */
export function lastWeek(now: Date): DigestPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const end = new Date(today - sinceMonday * 86_400_000);
  const start = new Date(end.getTime() - 7 * 86_400_000);
  // ISO 8601: the week belongs to the year of its Thursday; week 1 holds the year's first Thursday.
  const thursday = new Date(start.getTime() + 3 * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return { key: `${thursday.getUTCFullYear()}-W${pad(week)}`, start, end };
}
