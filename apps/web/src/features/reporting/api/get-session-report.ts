import { REPORT_METRICS, reportDefaults, type ReportResponse } from '@aatd/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/report with every metric, from 2020-03-31 to today (part 2 §7). */
export const getSessionReport = (signal?: AbortSignal) =>
  api.post<ReportResponse>('/report', { metrics: REPORT_METRICS, ...reportDefaults() }, { signal });

export const getSessionReportQueryOptions = () =>
  queryOptions({
    queryKey: ['report', 'sessions', reportDefaults().endDate],
    queryFn: ({ signal }) => getSessionReport(signal),
  });

export const useSessionReport = () => useQuery(getSessionReportQueryOptions());
