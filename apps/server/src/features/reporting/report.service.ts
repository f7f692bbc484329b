import type { ActiveUser, DailyPoint, ReportBody, ReportResponse } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import { countUsers, dailyTotals, listActiveUsers, sessionTotals } from './report.repository.js';

export const userCount = async (db: Db, completed: 'true' | 'false') => ({
  count: await countUsers(db, completed === 'true'),
});

export async function activeUsers(db: Db): Promise<ActiveUser[]> {
  const rows = await listActiveUsers(db);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    firstName: r.first_name,
    lastName: r.last_name,
    lastSeenAt: new Date(r.last_seen_at as Date).toISOString(),
  }));
}

/** POST /api/report: the requested metrics only; the average is in whole seconds. */
export async function sessionReport(db: Db, body: ReportBody): Promise<ReportResponse> {
  const t = await sessionTotals(db, body.startDate, body.endDate);
  const all: Required<ReportResponse> = {
    activeUsers: Number(t.active_users),
    sessions: Number(t.sessions),
    averageSessionDuration: Math.round(Number(t.avg_seconds)),
  };
  return Object.fromEntries(body.metrics.map((m) => [m, all[m]]));
}

export async function dailyReport(db: Db, startDate: string, endDate: string): Promise<{ data: DailyPoint[] }> {
  const rows = await dailyTotals(db, startDate, endDate);
  return {
    data: rows.map((r) => ({ date: r.date, activeUsers: Number(r.active_users), sessions: Number(r.sessions) })),
  };
}
