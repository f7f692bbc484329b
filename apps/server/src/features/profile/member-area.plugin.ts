import type { FastifyPluginAsync } from 'fastify';
import profileRoutes from './profile.routes.js';
import activitiesRoutes from '../activities/activities.routes.js';
import invitationsRoutes from '../invitations/invitations.routes.js';
import feedbackRoutes from '../feedback/feedback.routes.js';
import reportRoutes from '../reporting/report.routes.js';

/**
 * The member area of part 2 (Edit Profile, activity preferences, invitations, feedback, the
 * reporting overview): one entry in features/index.ts. Each is its own plugin, so the profile's
 * multipart parser stays inside the profile routes.
 */
const memberAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(activitiesRoutes);
  await app.register(invitationsRoutes);
  await app.register(feedbackRoutes);
  await app.register(reportRoutes);
};
export default memberAreaRoutes;
