import type { FastifyPluginAsync } from 'fastify';
import platformRoutes from './platform/platform.routes.js';
import prevalenceRoutes from './prevalence/prevalence.routes.js';
import contentRoutes from './news/content.plugin.js';
import identityRoutes from './identity/identity.routes.js';
import identityFlowsRoutes from './registration/identity-flows.plugin.js';
import educationAreaRoutes from './education/education.plugin.js';
import messagingAreaRoutes from './messaging/messaging.plugin.js';
import memberAreaRoutes from './profile/member-area.plugin.js';

/** Every feature's routes, mounted under /api by app.ts. Each feature area adds its plugin here. */
export const featureRoutes: FastifyPluginAsync[] = [
  platformRoutes,
  prevalenceRoutes,
  contentRoutes,
  identityRoutes,
  identityFlowsRoutes,
  educationAreaRoutes,
  messagingAreaRoutes,
  memberAreaRoutes,
];
