import { REPORT_DAILY_DEFAULT_DAYS, isoDay, type DailyPoint } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The last N days up to today (UTC), the chart's default window. */
const lastDays = (days = REPORT_DAILY_DEFAULT_DAYS) => {
  const end = new Date();
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  return { startDate: isoDay(start), endDate: isoDay(end) };
};

/** GET /api/report/daily: active users and sessions per day. */
export const getDailyReport = (range: { startDate: string; endDate: string }, signal?: AbortSignal) =>
  api.get<{ data: DailyPoint[] }>('/report/daily', { query: range, signal });

export const getDailyReportQueryOptions = (range = lastDays()) =>
  queryOptions({ queryKey: ['report', 'daily', range], queryFn: ({ signal }) => getDailyReport(range, signal) });

export const useDailyReport = () => useQuery(getDailyReportQueryOptions());
