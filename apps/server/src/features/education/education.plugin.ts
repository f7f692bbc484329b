import type { FastifyPluginAsync } from 'fastify';
import modulesRoutes from '../modules/modules.routes.js';
import conferencesRoutes from '../conferences/conferences.routes.js';
import educationRoutes from './education.routes.js';

/** The education area's routes (categories, conferences, modules), registered as one plugin. */
const educationAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(modulesRoutes);
  await app.register(conferencesRoutes);
  await app.register(educationRoutes);
};
export default educationAreaRoutes;
