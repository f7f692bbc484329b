import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CannedReplyInputSchema,
  CannedReplyListSchema,
  CannedReplySchema,
  MemberSilenceSchema,
  ModerationItemUpdateSchema,
  SilenceMemberSchema,
  StaffNoteInputSchema,
  StaffNoteListSchema,
  CommentReportResultSchema,
  CommentReportSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  LiftSuspensionSchema,
  MemberNoticeListSchema,
  MemberSuspensionSchema,
  ModerationItemActionSchema,
  ModerationItemDetailSchema,
  ModerationItemPageSchema,
  ModerationQuerySchema,
  ModerationSettingsSchema,
  SuspendMemberSchema,
  WordCreateSchema,
  WordListsSchema,
  WordSchema,
} from '@aatd/contract';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../core/access-policy.js';
import { warmModerationRules } from '../../core/moderation/acceptable-text.js';
import { memberWriteLimit } from '../../core/rate-limits.js';
import {
  actOnItem,
  addCannedReply,
  addStaffNote,
  addWord,
  editCannedReply,
  getCannedReplies,
  getStaffNotes,
  liftSilence,
  removeCannedReply,
  removeStaffNote,
  silenceMember,
  updateItem,
  getItem,
  getWordLists,
  liftSuspension,
  listNotices,
  listQueue,
  MODERATORS,
  readNotice,
  removeWord,
  reportComment,
  setFirstCommentRule,
  suspendMember,
} from './moderation-queue.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const Done = z.object({ id: z.number().int() });
const NoteParams = IdParamsSchema.extend({ noteId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The moderation queue. Members: report a comment, read their notices. Moderators and
 * admins: the queue, actions on an item, suspensions and the word lists. The console's routes
 * settle who is calling (401, then 403) before the body is validated.
 */
const moderationQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moderation'];
  // Comments and messages are judged by the console's word lists: have them ready before the first write.
  app.addHook('onReady', () => warmModerationRules(app));
  const member = { onRequest: app.authenticate };
  const staff = {
    onRequest: [app.authenticate, async (req: FastifyRequest) => void requireRole(req.member, MODERATORS)],
  };

  app.post(
    '/comments/:id/report',
    {
      ...member,
      preHandler: memberWriteLimit(app, 'report'),
      schema: {
        tags,
        params: IdParamsSchema,
        body: CommentReportSchema,
        response: { 201: CommentReportResultSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await reportComment(app, req.member, req.params.id, req.body)),
  );

  app.get(
    '/user/notices',
    { ...member, schema: { tags, response: { 200: MemberNoticeListSchema, ...errors } } },
    async (req) => listNotices(app, req.member),
  );

  app.post(
    '/user/notices/:id/read',
    { ...member, schema: { tags, params: IdParamsSchema, response: { 200: Done, ...errors } } },
    async (req) => readNotice(app, req.member, req.params.id),
  );

  app.get(
    '/admin/moderation/items',
    {
      ...staff,
      schema: { tags, querystring: ModerationQuerySchema, response: { 200: ModerationItemPageSchema, ...errors } },
    },
    async (req) => listQueue(app, req.member, req.query),
  );

  app.get(
    '/admin/moderation/items/:id',
    { ...staff, schema: { tags, params: IdParamsSchema, response: { 200: ModerationItemDetailSchema, ...errors } } },
    async (req) => getItem(app, req.member, req.params.id),
  );

  app.post(
    '/admin/moderation/items/:id/actions',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ModerationItemActionSchema,
        response: { 200: ModerationItemDetailSchema, ...errors },
      },
    },
    async (req) => actOnItem(app, req.member, req.params.id, req.body, req.ip),
  );

  app.patch(
    '/admin/moderation/items/:id',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ModerationItemUpdateSchema,
        response: { 200: ModerationItemDetailSchema, ...errors },
      },
    },
    async (req) => updateItem(app, req.member, req.params.id, req.body, req.ip),
  );

  app.post(
    '/admin/moderation/members/:id/suspend',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: SuspendMemberSchema,
        response: { 200: MemberSuspensionSchema, ...errors },
      },
    },
    async (req) => suspendMember(app, req.member, req.params.id, req.body, req.ip),
  );

  app.post(
    '/admin/moderation/members/:id/lift',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: LiftSuspensionSchema,
        response: { 200: MemberSuspensionSchema, ...errors },
      },
    },
    async (req) => liftSuspension(app, req.member, req.params.id, req.body.reason, req.ip),
  );

  app.post(
    '/admin/moderation/members/:id/silence',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: SilenceMemberSchema,
        response: { 200: MemberSilenceSchema, ...errors },
      },
    },
    async (req) => silenceMember(app, req.member, req.params.id, req.body, req.ip),
  );

  app.post(
    '/admin/moderation/members/:id/unsilence',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: LiftSuspensionSchema,
        response: { 200: MemberSilenceSchema, ...errors },
      },
    },
    async (req) => liftSilence(app, req.member, req.params.id, req.body.reason, req.ip),
  );

  app.get(
    '/admin/moderation/members/:id/notes',
    { ...staff, schema: { tags, params: IdParamsSchema, response: { 200: StaffNoteListSchema, ...errors } } },
    async (req) => getStaffNotes(app, req.member, req.params.id),
  );

  app.post(
    '/admin/moderation/members/:id/notes',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: StaffNoteInputSchema,
        response: { 201: StaffNoteListSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await addStaffNote(app, req.member, req.params.id, req.body, req.ip)),
  );

  app.delete(
    '/admin/moderation/members/:id/notes/:noteId',
    {
      ...staff,
      schema: { tags, params: NoteParams, response: { 200: StaffNoteListSchema, ...errors } },
    },
    async (req) => removeStaffNote(app, req.member, req.params.id, req.params.noteId, req.ip),
  );

  app.get(
    '/admin/moderation/replies',
    { ...staff, schema: { tags, response: { 200: CannedReplyListSchema, ...errors } } },
    async (req) => getCannedReplies(app, req.member),
  );

  app.post(
    '/admin/moderation/replies',
    { ...staff, schema: { tags, body: CannedReplyInputSchema, response: { 201: CannedReplySchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await addCannedReply(app, req.member, req.body, req.ip)),
  );

  app.put(
    '/admin/moderation/replies/:id',
    {
      ...staff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: CannedReplyInputSchema,
        response: { 200: CannedReplySchema, ...errors },
      },
    },
    async (req) => editCannedReply(app, req.member, req.params.id, req.body, req.ip),
  );

  app.delete(
    '/admin/moderation/replies/:id',
    { ...staff, schema: { tags, params: IdParamsSchema, response: { 200: Done, ...errors } } },
    async (req) => removeCannedReply(app, req.member, req.params.id, req.ip),
  );

  app.get(
    '/admin/moderation/words',
    { ...staff, schema: { tags, response: { 200: WordListsSchema, ...errors } } },
    async (req) => getWordLists(app, req.member),
  );

  app.post(
    '/admin/moderation/words',
    { ...staff, schema: { tags, body: WordCreateSchema, response: { 201: WordSchema, ...errors } } },
    async (req, reply) => reply.status(201).send(await addWord(app, req.member, req.body, req.ip)),
  );

  app.delete(
    '/admin/moderation/words/:id',
    { ...staff, schema: { tags, params: IdParamsSchema, response: { 200: Done, ...errors } } },
    async (req) => removeWord(app, req.member, req.params.id, req.ip),
  );

  app.put(
    '/admin/moderation/settings',
    {
      ...staff,
      schema: { tags, body: ModerationSettingsSchema, response: { 200: ModerationSettingsSchema, ...errors } },
    },
    async (req) => setFirstCommentRule(app, req.member, req.body.firstComment, req.ip),
  );
};
export default moderationQueueRoutes;
