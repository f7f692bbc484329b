import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActiveUsersSchema,
  CountResponseSchema,
  DailyReportQuerySchema,
  DailyReportSchema,
  ReportBodySchema,
  ReportResponseSchema,
  ReportUsersQuerySchema,
} from '@aatd/contract';
import { recordHeartbeat } from './sessions.repository.js';
import { activeUsers, dailyReport, sessionReport, userCount } from './report.service.js';

/**
 * Reporting overview (part 2 §2.18): admins only. The heartbeat is how members' sessions are
 * measured; the web app sends it only while Analysis cookies are accepted.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reporting'];
  const admin = { preHandler: app.requireAdmin };

  app.get(
    '/report/users',
    { ...admin, schema: { tags, querystring: ReportUsersQuerySchema, response: { 200: CountResponseSchema } } },
    async (req) => userCount(app.db, req.query.completed),
  );
  app.get('/report/user/active', { ...admin, schema: { tags, response: { 200: ActiveUsersSchema } } }, async () =>
    activeUsers(app.db),
  );
  app.post(
    '/report',
    { ...admin, schema: { tags, body: ReportBodySchema, response: { 200: ReportResponseSchema } } },
    async (req) => sessionReport(app.db, req.body),
  );
  app.get(
    '/report/daily',
    { ...admin, schema: { tags, querystring: DailyReportQuerySchema, response: { 200: DailyReportSchema } } },
    async (req) => dailyReport(app.db, req.query.startDate, req.query.endDate),
  );

  app.post('/analytics/heartbeat', { preHandler: app.authenticate, schema: { tags } }, async (req, reply) => {
    await recordHeartbeat(app.db, req.member!.id);
    return reply.status(204).send();
  });
};
export default reportRoutes;
