import type { FastifyPluginAsync } from 'fastify';
import newsRoutes from './news.routes.js';
import commentsRoutes from '../comments/comments.routes.js';
import ratingsRoutes from '../ratings/ratings.routes.js';
import savedPostsRoutes from '../saved-posts/saved-posts.routes.js';
import membersDirectoryRoutes from '../members-directory/members-directory.routes.js';
import shareRoutes from '../sharing/share.routes.js';
import mediaRoutes from '../media/media.routes.js';

/** Issue 4's routes: news, comments, ratings, favourites, member directory, sharing, media. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    newsRoutes,
    commentsRoutes,
    ratingsRoutes,
    savedPostsRoutes,
    membersDirectoryRoutes,
    shareRoutes,
    mediaRoutes,
  ]) {
    await app.register(routes);
  }
};
export default contentRoutes;
