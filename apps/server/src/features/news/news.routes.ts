import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticleViewQuerySchema,
  DrawnPageHtmlSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  PostDetailQuerySchema,
  PostDetailSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  type PostDetail,
  type PostListResponse,
  ViewCountParamsSchema,
  ViewCountSchema,
} from '@aatd/contract';
import type { HeldPosts } from '../../core/posts/held-posts.js';
import type { HeldSavedPosts } from '../../core/posts/held-saved-posts.js';
import { countView, drawNewsArticle, getNewsArticle, listNews } from './news.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** News lists by tag, the article page (its data, and drawn as HTML) and the view counter (part 1 §7 "News"). */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['news'];
  const heldArticles: HeldPosts<PostDetail> = app.announcedCache('content_changes', 500, 'articles');
  const heldLists: HeldPosts<PostListResponse> = app.announcedCache('content_changes', 500, 'article-lists');
  const heldSaved: HeldSavedPosts = app.announcedCache('content_changes', 10_000, 'saved-articles');

  app.get(
    '/information/news',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: PostListQuerySchema, response: { 200: PostListResponseSchema, ...errors } },
    },
    async (req) => listNews(app, req.member, req.query, { lists: heldLists, saved: heldSaved }),
  );

  app.get(
    '/information/news/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: PostDetailQuerySchema,
        response: { 200: PostDetailSchema, ...errors },
      },
    },
    async (req) => getNewsArticle(app, req.member, req.params.id, req.query.tag, heldArticles),
  );

  // HTML, not JSON: the article shell's first script asks for it before the app's code arrives and
  // shows it until the app takes over (decision 0070). Never stored: it holds the member's own part.
  app.get(
    '/information/news/:id/view',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ArticleViewQuerySchema,
        response: { 200: DrawnPageHtmlSchema, ...errors },
      },
    },
    async (req, reply) => {
      const input = {
        id: req.params.id,
        type: req.query.type,
        cookieHeader: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      };
      const html = await drawNewsArticle(app, req.member, input, heldArticles, app.drawnPages);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/update-view-count/:type/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: ViewCountParamsSchema, response: { 200: ViewCountSchema, ...errors } },
    },
    async (req) => countView(app, req.member, req.params.type, req.params.id),
  );
};
export default newsRoutes;
