import type { ActiveUser, DailyPoint, ReportBody, ReportResponse } from '@aatd/contract';
import { requireMember, requireRole, type Actor } from '../../core/access-policy.js';
import type { ServiceContext } from '../../core/service-context.js';
import { recordHeartbeat } from '../../core/sessions/member-sessions.repository.js';
import { countUsers, dailyTotals, listActiveUsers, sessionTotals } from './reporting.repository.js';

/** GET /api/report/users: registered accounts, or (completed) those that finished verification. */
export async function userCount(ctx: ServiceContext, actor: Actor, completed: 'true' | 'false') {
  requireRole(actor, 'admin');
  return { count: await countUsers(ctx.db, completed === 'true') };
}

export async function activeUsers(ctx: ServiceContext, actor: Actor): Promise<ActiveUser[]> {
  requireRole(actor, 'admin');
  const rows = await listActiveUsers(ctx.db);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    firstName: r.first_name,
    lastName: r.last_name,
    lastSeenAt: new Date(r.last_seen_at as Date).toISOString(),
  }));
}

/** POST /api/report: the requested metrics only; the average is in whole seconds. */
export async function sessionReport(ctx: ServiceContext, actor: Actor, body: ReportBody): Promise<ReportResponse> {
  requireRole(actor, 'admin');
  const t = await sessionTotals(ctx.db, body.startDate, body.endDate);
  const all: Required<ReportResponse> = {
    activeUsers: Number(t.active_users),
    sessions: Number(t.sessions),
    averageSessionDuration: Math.round(Number(t.avg_seconds)),
  };
  return Object.fromEntries(body.metrics.map((m) => [m, all[m]]));
}

export async function dailyReport(
  ctx: ServiceContext,
  actor: Actor,
  range: { startDate: string; endDate: string },
): Promise<{ data: DailyPoint[] }> {
  requireRole(actor, 'admin');
  const rows = await dailyTotals(ctx.db, range.startDate, range.endDate);
  return {
    data: rows.map((r) => ({ date: r.date, activeUsers: Number(r.active_users), sessions: Number(r.sessions) })),
  };
}

/** POST /api/analytics/heartbeat: the member is still here (sent only while Analysis cookies are accepted). */
export async function heartbeat(ctx: ServiceContext, actor: Actor): Promise<void> {
  const member = requireMember(actor);
  await recordHeartbeat(ctx.db, member.id);
}
