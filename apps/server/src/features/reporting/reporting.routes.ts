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
import { activeUsers, dailyReport, heartbeat, sessionReport, userCount } from './reporting.service.js';

/**
 * Reporting overview (part 2 §2.18): admins only. The heartbeat is how members' sessions are
 * measured; the web app sends it only while Analysis cookies are accepted.
 */
const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reporting'];
  const onRequest = app.authenticate;

  app.get(
    '/report/users',
    { onRequest, schema: { tags, querystring: ReportUsersQuerySchema, response: { 200: CountResponseSchema } } },
    async (req) => userCount(app, req.member, req.query.completed),
  );
  app.get('/report/user/active', { onRequest, schema: { tags, response: { 200: ActiveUsersSchema } } }, async (req) =>
    activeUsers(app, req.member),
  );
  app.post(
    '/report',
    { onRequest, schema: { tags, body: ReportBodySchema, response: { 200: ReportResponseSchema } } },
    async (req) => sessionReport(app, req.member, req.body),
  );
  app.get(
    '/report/daily',
    { onRequest, schema: { tags, querystring: DailyReportQuerySchema, response: { 200: DailyReportSchema } } },
    async (req) => dailyReport(app, req.member, req.query),
  );

  app.post('/analytics/heartbeat', { onRequest, schema: { tags } }, async (req, reply) => {
    await heartbeat(app, req.member);
    return reply.status(204).send();
  });
};
export default reportingRoutes;
