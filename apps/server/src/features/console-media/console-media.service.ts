import {
  contentKindOfPost,
  MediaNameSchema,
  ALT_REQUIRED,
  MediaListQuerySchema,
  type MediaFile,
  type MediaFileDetail,
  type MediaPage,
  type MediaUpdate,
  type MediaUse,
} from '@aatd/contract';
import type { z } from 'zod';
import { requireRole, type Actor } from '../../core/access-policy.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import {
  deleteLibraryFile,
  libraryKey,
  moveIntoLibrary,
  newLibraryPath,
  saveLibraryFile,
  variantPath,
} from '../../core/media/library-storage.js';
import { mediaUrl } from '../../core/media/media-url.js';
import { forgetListTotal, pageWindow, paginate } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  contentUses,
  deleteMediaFileRow,
  findMediaFile,
  listMediaFiles,
  lockMediaFile,
  updateMediaFile,
  type MediaRow,
} from './console-media.repository.js';
import { insertMediaFile, mediaTotalKeys } from '../../core/media/media-files.repository.js';
import { storeLibraryImage, type StoredLibraryFile } from '../../core/media/library-image.js';
import { checkPdf, mediaLimits, sniffKind, tooBig } from '../../core/media/media-checks.js';
import { uploadedBytes, type UploadedFile } from '../../core/uploads/upload-form.js';
import { fileStorage } from '../../core/storage/file-storage.js';

/** Who uses the library: the content console's staff read it; editors (and admins) change it. */
const MEDIA_STAFF = ['editor', 'reviewer'] as const;
const STAFF_ONLY = 'Only editors and reviewers may use the media library.';
const EDITORS_ONLY = 'Only editors may change the media library.';

/** The upload route asks before it reads a byte of the file, so nobody else can fill the disk. */
export const requireMediaEditor = (actor: Actor) => requireRole(actor, 'editor', EDITORS_ONLY);

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validationError', message, { fields: { [field]: message } });

function presentFile(row: MediaRow): MediaFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    path: row.path,
    url: mediaUrl(row.path)!,
    thumbUrl: row.kind === 'image' ? mediaUrl(variantPath(row.path, 'thumb')) : null,
    mime: row.mime,
    byteSize: Number(row.byte_size),
    width: row.width,
    height: row.height,
    alt: row.alt,
    uploadedBy: row.uploaded_by && row.uploader_name ? { id: row.uploaded_by, name: row.uploader_name } : null,
    createdAt: row.created_at.toISOString(),
    usageCount: Number(row.usage_count),
    reviewNote: row.review_note,
  };
}

/** Every place that uses the file: content items (any version) and education modules. */
async function usesOf(db: Db, path: string): Promise<MediaUse[]> {
  const key = libraryKey(path);
  return (await contentUses(db, key)).map((c) => ({
    type: 'content' as const,
    id: c.id,
    title: c.title,
    kind: contentKindOfPost(c.kind),
    live: c.live,
    versions: c.versions.map(Number),
  }));
}

/** GET /api/admin/media */
export async function listMedia(
  ctx: ServiceContext,
  actor: Actor,
  q: z.output<typeof MediaListQuerySchema>,
): Promise<MediaPage> {
  requireRole(actor, MEDIA_STAFF, STAFF_ONLY);
  const window = pageWindow(q.page, q.limit);
  const { rows, total } = await listMediaFiles(ctx.db, q, window);
  return { ...paginate(rows.map(presentFile), total, window), limits: mediaLimits(ctx.deployment) };
}

async function loadDetail(db: Db, id: number): Promise<MediaFileDetail> {
  const row = await findMediaFile(db, id);
  if (!row) throw notFound('The file');
  return { ...presentFile(row), uses: await usesOf(db, row.path) };
}

/** GET /api/admin/media/:id: the file and where it is used. */
export async function getMedia(ctx: ServiceContext, actor: Actor, id: number): Promise<MediaFileDetail> {
  requireRole(actor, MEDIA_STAFF, STAFF_ONLY);
  return loadDetail(ctx.db, id);
}

/** An upload as the route read it (core/uploads): the temporary file, with the checked text parts. */
export interface IncomingUpload {
  file: UploadedFile | null;
  alt?: string | undefined;
  name?: string | undefined;
}

/**
 * POST /api/admin/media: checks the file by its bytes (kind, size limit of the kind, a full decode
 * or parse), stores it (images re-encoded in three sizes without metadata) and records it. The
 * temporary file is the upload seam's: it is removed after the response, whatever happened.
 */
export async function uploadMedia(ctx: ServiceContext, actor: Actor, upload: IncomingUpload): Promise<MediaFileDetail> {
  const member = requireMediaEditor(actor);
  const { file } = upload;
  if (!file || file.size === 0) {
    throw fieldError('file', file ? 'The file is empty.' : 'Choose a file to upload.');
  }
  const limits = mediaLimits(ctx.deployment);
  const { kind, mime } = await sniffKind(file.path);
  if (file.size > limits[kind]) throw tooBig(kind, file.size, limits);
  // The text parts passed the contract's schemas in the route; an image must have alt text.
  const alt = upload.alt || null;
  if (kind === 'image' && !alt) throw fieldError('alt', ALT_REQUIRED);
  const nameCheck = MediaNameSchema.safeParse(upload.name ?? file.fileName);
  if (!nameCheck.success) throw fieldError('name', nameCheck.error.issues[0]!.message);
  const name = nameCheck.data;

  const storage = fileStorage(ctx.env);
  let stored: StoredLibraryFile;
  if (kind === 'image') {
    stored = await storeLibraryImage(storage, await uploadedBytes(file));
  } else if (kind === 'pdf') {
    const bytes = await uploadedBytes(file);
    await checkPdf(bytes);
    const path = newLibraryPath('pdf');
    await saveLibraryFile(storage, path, bytes);
    stored = { path, mime, byteSize: bytes.length, width: null, height: null };
  } else {
    const path = newLibraryPath('mp4');
    await moveIntoLibrary(storage, file.path, path);
    stored = { path, mime, byteSize: file.size, width: null, height: null };
  }

  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const { id } = await insertMediaFile(trx, { kind, name, alt, uploadedBy: member.id, ...stored });
      await recordAudit(trx, {
        actorId: member.id,
        action: 'media.upload',
        target: { type: 'media', id },
        details: { name, kind, path: stored.path, byteSize: stored.byteSize, uploadedBytes: file.size },
      });
      return id;
    });
    // The editor expects the library's total to count the new file at once.
    for (const key of mediaTotalKeys(kind)) forgetListTotal(key);
    return await loadDetail(ctx.db, id);
  } catch (err) {
    await deleteLibraryFile(storage, stored.path);
    throw err;
  }
}

/** PATCH /api/admin/media/:id: rename it or change its alt text (an image keeps some). */
export async function updateMedia(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  body: MediaUpdate,
): Promise<MediaFileDetail> {
  const member = requireRole(actor, 'editor', EDITORS_ONLY);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockMediaFile(trx, id);
    if (!row) throw notFound('The file');
    const alt = body.alt === undefined ? undefined : body.alt || null;
    if (row.kind === 'image' && alt === null) throw fieldError('alt', ALT_REQUIRED);
    await updateMediaFile(trx, id, {
      ...(body.name !== undefined && { name: body.name }),
      // An editor who sets the alt text has checked it.
      ...(alt !== undefined && { alt, review_note: null }),
    });
    await recordAudit(trx, {
      actorId: member.id,
      action: 'media.update',
      target: { type: 'media', id },
      details: {
        ...(body.name !== undefined && { name: { from: row.name, to: body.name } }),
        ...(alt !== undefined && { alt: { from: row.alt, to: alt } }),
      },
    });
  });
  return loadDetail(ctx.db, id);
}

/**
 * DELETE /api/admin/media/:id: refused while any content version or module uses the file (the
 * answer lists them); otherwise the row goes, with an audit record, then the stored files.
 */
export async function deleteMedia(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<{ deleted: true } | { deleted: false; uses: MediaUse[] }> {
  const member = requireRole(actor, 'editor', EDITORS_ONLY);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockMediaFile(trx, id);
    if (!row) throw notFound('The file');
    const uses = await usesOf(trx, row.path);
    if (uses.length > 0) return { deleted: false as const, uses };
    await deleteMediaFileRow(trx, id);
    await recordAudit(trx, {
      actorId: member.id,
      action: 'media.delete',
      target: { type: 'media', id },
      details: { name: row.name, kind: row.kind, path: row.path, byteSize: Number(row.byte_size) },
    });
    return { deleted: true as const, path: row.path, kind: row.kind };
  });
  if (!outcome.deleted) return outcome;
  for (const key of mediaTotalKeys(outcome.kind)) forgetListTotal(key);
  await deleteLibraryFile(fileStorage(ctx.env), outcome.path);
  return { deleted: true };
}

/** The message of a refused delete. */
export const inUseMessage = (uses: MediaUse[]) =>
  `This file is used by ${uses.length} ${uses.length === 1 ? 'item' : 'items'}: ${uses
    .map((u) => `“${u.title}”`)
    .join(', ')}. Remove it from them first.`;
