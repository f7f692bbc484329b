import { z } from 'zod';
import { REPORT_START_DATE } from './limits.js';

/**
 * Reporting overview (part 2 §2.18, §7): computed from the product's own session records. A session
 * ends after this much inactivity, and a member counts as currently active when seen this recently.
 */
export const SESSION_IDLE_MINUTES = 30;
export const ACTIVE_WINDOW_MINUTES = 15;
/** The daily chart reads at most this many days per request. */
export const REPORT_DAILY_MAX_DAYS = 366;
export const REPORT_DAILY_DEFAULT_DAYS = 30;

const isoDate = z.iso.date({ error: 'Use a date in the form YYYY-MM-DD' });

export const ReportUsersQuerySchema = z.object({ completed: z.enum(['true', 'false']) });
export const CountResponseSchema = z.object({ count: z.number().int() });

export const ActiveUserSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveUser = z.infer<typeof ActiveUserSchema>;
export const ActiveUsersSchema = z.array(ActiveUserSchema);

export const REPORT_METRICS = ['activeUsers', 'sessions', 'averageSessionDuration'] as const;
export const ReportMetricSchema = z.enum(REPORT_METRICS);
export type ReportMetric = z.infer<typeof ReportMetricSchema>;

const DateRangeSchema = z.object({ startDate: isoDate, endDate: isoDate });
const inOrder = (r: { startDate: string; endDate: string }) => r.startDate <= r.endDate;
const outOfOrder = { message: 'The start date must not be after the end date', path: ['endDate'] };

export const ReportBodySchema = DateRangeSchema.extend({ metrics: z.array(ReportMetricSchema).min(1) }).refine(
  inOrder,
  outOfOrder,
);
export type ReportBody = z.infer<typeof ReportBodySchema>;
/** averageSessionDuration is in seconds; only the requested metrics are present. */
export const ReportResponseSchema = z.object({
  activeUsers: z.number().int().optional(),
  sessions: z.number().int().optional(),
  averageSessionDuration: z.number().optional(),
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

export const DailyReportQuerySchema = DateRangeSchema.refine(inOrder, outOfOrder).refine(
  (r) => (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 < REPORT_DAILY_MAX_DAYS,
  { message: `At most ${REPORT_DAILY_MAX_DAYS} days at a time`, path: ['startDate'] },
);
export const DailyPointSchema = z.object({
  date: z.string(),
  activeUsers: z.number().int(),
  sessions: z.number().int(),
});
export type DailyPoint = z.infer<typeof DailyPointSchema>;
export const DailyReportSchema = z.object({ data: z.array(DailyPointSchema) });

/** Minutes with two decimals, as the overview shows an average session duration (part 2 §9). */
export const formatSessionMinutes = (seconds: number) => (seconds / 60).toFixed(2);

/** Today as YYYY-MM-DD in UTC, the day boundary the server counts in. */
export const isoDay = (d: Date = new Date()) => d.toISOString().slice(0, 10);
export const reportDefaults = () => ({ startDate: REPORT_START_DATE, endDate: isoDay() });

export const REPORT_LABELS = {
  heading: 'Reporting Overview',
  metric: 'Metric',
  value: 'Value',
  registeredUsers: 'Registered users',
  verifiedUsers: 'Verified users',
  sessions: 'Sessions',
  averageSessionDuration: 'Average session duration (minutes)',
  activeUsers: 'Active users',
  currentlyActive: 'Currently active users',
  noneActive: 'No members are active right now',
  chart: 'Daily active users and sessions',
} as const;
