import type { FastifyPluginAsync } from 'fastify';
import modulesRoutes from '../modules/modules.routes.js';

/** The education area's routes (categories, conferences, modules), registered as one plugin. */
const educationAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(modulesRoutes);
};
export default educationAreaRoutes;
