import { randomUUID } from 'node:crypto';
import {
  missingFields,
  CONTENT_FIELD_LABELS,
  GHOST_IMPORT_MAX_ZIP_BYTES,
  type ContentKind,
  type GhostImportChoices,
  type GhostImportItem,
  type GhostImportJob,
  type GhostImportReport,
} from '@aatd/contract';
import { memberOf, requireRole, type Actor } from '../../core/access-policy.js';
import type { Member } from '../../types/fastify.js';
import { recordAudit } from '../../core/audit/audit.repository.js';
import { storeLibraryImage } from '../../core/media/library-image.js';
import { deleteLibraryFile } from '../../core/media/library-storage.js';
import { insertMediaFile, mediaTotalKeys } from '../../core/media/media-files.repository.js';
import { mediaUrl } from '../../core/media/media-url.js';
import { forgetListTotal } from '../../core/pagination.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { Deployment } from '../../config/deployment.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isZip, readGhostArchive } from '../../lib/ghost-export/ghost-archive.js';
import { fetchRemoteImage, RemoteImageError } from '../../lib/remote-image.js';
import {
  archiveImageRef,
  REMOTE_IMAGE_TAG,
  invalidExport,
  indexGhostExport,
  planGhostPosts,
  withoutEmptyWrappers,
  type PlannedPost,
} from '../../lib/ghost-export/ghost-export.js';
import { createContent, submitContent } from './console-content.service.js';
import { cleanFields } from './content-steps.js';
import {
  claimImportJob,
  findImportedPosts,
  findImportJob,
  finishImportJob,
  insertImportJob,
  recordImportedPost,
  recordImportProgress,
  type ImportJobRow,
} from './ghost-import.repository.js';
import { fileStorage, type FileStorage } from '../../core/storage/file-storage.js';

/** What an import needs of the running app (the CLI has no Fastify instance). */
/** The settings and event bus let the import's submissions notify the reviewers (content-steps StepCtx). */
export type ImportContext = Pick<ServiceContext, 'db' | 'deployment'> &
  Partial<Pick<ServiceContext, 'env' | 'events' | 'log'>> & { storage: FileStorage };

/** How the import fetches an image from another site (lib/remote-image); tests put their own. */
let fetchImage: (url: string) => Promise<Buffer> = (url) => fetchRemoteImage(url);
export const setRemoteImageFetcher = (fetcher: (url: string) => Promise<Buffer>) => {
  fetchImage = fetcher;
};

/**
 * An export as read: the file as uploaded, its JSON's bytes (read in two passes, never held
 * parsed whole), and the images of its ZIP by their path under content/images.
 */
export interface GhostUpload {
  file: Buffer;
  json: Uint8Array;
  images: Map<string, Uint8Array>;
}

/** A ZIP holds the JSON and at most this many files (its images). */
const ZIP_MAX_ENTRIES = 20_000;

/**
 * A ZIP (Ghost's JSON with its content/images) or a JSON file's bytes, read into an upload; the
 * JSON is checked when it is indexed and planned (ghost-export).
 */
export async function readGhostFile(bytes: Buffer, options: { namesOnly?: boolean } = {}): Promise<GhostUpload> {
  if (!isZip(bytes)) return { file: bytes, json: bytes, images: new Map() };
  const archive = await readGhostArchive(
    bytes,
    { maxEntries: ZIP_MAX_ENTRIES, maxBytes: GHOST_IMPORT_MAX_ZIP_BYTES * 2 },
    options.namesOnly ?? false,
  );
  if (archive.json === null) throw invalidExport('The ZIP holds no export JSON file (Ghost: Settings, Labs, Export).');
  return { file: bytes, json: archive.json, images: archive.images };
}

/** Thrown inside the creating transaction when another import took the Ghost post first. */
class AlreadyImported extends Error {}

const IMPORTERS_ONLY = 'Only editors may import content.';
export const requireImporter = (actor: Actor) => requireRole(actor, 'editor', IMPORTERS_ONLY);

const maxPosts = (d: Pick<Deployment, 'ghostImport'>) => d.ghostImport.maxPosts;

const item = (p: PlannedPost, over: Partial<GhostImportItem>): GhostImportItem => ({
  ghostId: p.ghostId,
  title: p.title,
  kind: p.target?.kind ?? null,
  newsGroup: p.target?.newsGroup ?? null,
  educationCategory: p.target?.educationCategory ?? null,
  outcome: 'skipped',
  contentId: null,
  state: null,
  publishedAt: p.publishedAt,
  problems: p.problems,
  ...over,
});

/** Posts of a batch imported before, by Ghost id and uuid: one query per batch. */
async function importedBefore(db: Db, batch: PlannedPost[]) {
  const byId = new Map<string, number>();
  const byUuid = new Map<string, number>();
  const rows = await findImportedPosts(
    db,
    batch.map((p) => p.ghostId),
    batch.flatMap((p) => (p.uuid ? [p.uuid] : [])),
  );
  for (const r of rows) {
    byId.set(r.ghost_id, r.post_id);
    if (r.ghost_uuid) byUuid.set(r.ghost_uuid, r.post_id);
  }
  return (p: PlannedPost) => byId.get(p.ghostId) ?? (p.uuid ? byUuid.get(p.uuid) : undefined);
}

/** Planned posts are looked up and imported this many at a time; only a batch's plans are held. */
const BATCH = 500;

const REVIEW_NOTE = 'Imported from Ghost: check the alt text (taken from the post).';

/**
 * The images of the ZIP into the media library, each once however many posts use it, as an
 * upload is (re-encoded, audited), marked for the editor to check. Answers the library paths.
 */
function libraryImages(ctx: ImportContext, member: Member, images: Map<string, Uint8Array>) {
  const stored = new Map<string, string | Error>();
  /** `source` is a path in the ZIP, or with `remote` the address on another site. */
  return async (source: string, alt: string, remote = false): Promise<string | Error> => {
    const archivePath = source;
    const key = remote ? `remote:${source}` : source;
    const known = stored.get(key);
    if (known !== undefined) return known;
    let outcome: string | Error;
    let bytes: Uint8Array | undefined;
    let fetchError: Error | null = null;
    if (remote) {
      try {
        bytes = await fetchImage(source);
      } catch (err) {
        if (!(err instanceof RemoteImageError)) throw err;
        fetchError = err;
      }
    } else bytes = images.get(archivePath);
    if (fetchError) outcome = fetchError;
    else if (!bytes || bytes.length === 0) outcome = new Error(remote ? 'it is empty.' : 'it is not in the ZIP.');
    else {
      try {
        const file = await storeLibraryImage(ctx.storage, Buffer.from(bytes));
        const name = (remote ? new URL(source).pathname : archivePath).split('/').pop()!.slice(0, 200) || 'image';
        try {
          await ctx.db.transaction().execute(async (trx) => {
            const { id } = await insertMediaFile(trx, {
              kind: 'image',
              name,
              alt: alt.slice(0, 500) || name,
              uploadedBy: member.id,
              reviewNote: REVIEW_NOTE,
              ...file,
            });
            await recordAudit(trx, {
              actorId: member.id,
              action: 'media.upload',
              target: { type: 'media', id },
              details: {
                name,
                kind: 'image',
                path: file.path,
                byteSize: file.byteSize,
                source: 'ghost-import',
                ...(remote ? { fetchedFrom: source } : { archivePath }),
              },
            });
          });
        } catch (err) {
          await deleteLibraryFile(ctx.storage, file.path);
          throw err;
        }
        for (const key of mediaTotalKeys('image')) forgetListTotal(key);
        outcome = file.path;
      } catch (err) {
        // A file that does not decode is refused as an upload would be; anything else is a failure.
        if (!(err instanceof AppError)) throw err;
        outcome = err;
      }
    }
    stored.set(key, outcome);
    return outcome;
  };
}

/**
 * POST /api/admin/content/import and `content:import-ghost`: a Ghost export into the console.
 * Each post is created as an editor's save would be (createContent: a version and an audit
 * record, the body sanitized), then submitted for review when its required fields are filled;
 * otherwise it stays a draft and the report says what is missing. Its images from the ZIP go
 * into the media library first. Posts imported before (same Ghost id or uuid) are skipped. A dry
 * run plans and checks the same way and writes nothing.
 */
export async function importGhostExport(
  ctx: ImportContext,
  actor: Actor,
  upload: GhostUpload,
  options: {
    dryRun: boolean;
    choices?: Partial<GhostImportChoices>;
    onProgress?: (done: number) => Promise<void>;
  },
): Promise<GhostImportReport> {
  const member = requireImporter(actor);
  const index = await indexGhostExport(upload.json, maxPosts(ctx.deployment));
  const library = libraryImages(ctx, member, upload.images);
  /** Addresses of images on other sites now in the media library. */
  const fetched = new Set<string>();
  const summary = reportBuilder();
  let reported = performance.now();
  let batch: PlannedPost[] = [];

  const importBatch = async () => {
    const previous = await importedBefore(ctx.db, batch);
    for (const p of batch) {
      if (options.onProgress && summary.items.length > 0 && performance.now() - reported > 500) {
        reported = performance.now();
        await options.onProgress(summary.items.length);
      }
      summary.add(p, await importOne(p, previous(p)));
    }
    batch = [];
  };

  const importOne = async (p: PlannedPost, before: number | undefined): Promise<GhostImportItem> => {
    if (p.skip || !p.target) return item(p, { problems: [p.skip ?? 'No kind.', ...p.problems] });
    if (before !== undefined) {
      return item(p, { outcome: 'duplicate', contentId: before, problems: ['Imported before.'] });
    }
    const kind: ContentKind = p.target.kind;
    const problems = [...p.problems];
    let planned = p.fields;
    if (!options.dryRun) planned = await withLibraryImages(p, library, problems, fetched);
    const fields = cleanFields(kind, planned);
    const missing = missingFields(kind, fields);
    if (missing.length) {
      problems.push(`Stays a draft until filled in: ${missing.map((f) => CONTENT_FIELD_LABELS[f]).join(', ')}.`);
    }
    const state = missing.length ? 'draft' : 'in_review';
    if (options.dryRun) return item(p, { outcome: 'create', state, problems });
    try {
      const created = await createContent(
        ctx,
        member,
        { kind, fields },
        {
          auditDetails: { source: 'ghost-import', ghostId: p.ghostId, ghostUuid: p.uuid },
          alsoInTransaction: async (trx, postId) => {
            const recorded = await recordImportedPost(trx, {
              ghostId: p.ghostId,
              uuid: p.uuid,
              postId,
              importedBy: member.id,
            });
            if (!recorded) throw new AlreadyImported();
          },
        },
      );
      const after = missing.length ? created : await submitContent(ctx, member, created.id);
      return item(p, { outcome: 'created', contentId: created.id, state: after.state, problems });
    } catch (err) {
      if (err instanceof AlreadyImported) {
        const now = (await findImportedPosts(ctx.db, [p.ghostId], p.uuid ? [p.uuid] : []))[0];
        return item(p, { outcome: 'duplicate', contentId: now?.post_id ?? null, problems: ['Imported before.'] });
      }
      if (err instanceof AppError && err.statusCode === 400) return item(p, { problems: [...problems, err.message] });
      throw err;
    }
  };

  // Planned while the export is read: the heap holds the index, one batch of plans and the report.
  await planGhostPosts(
    upload.json,
    index,
    { choices: options.choices ?? {}, archiveImages: new Set(upload.images.keys()) },
    async (p) => {
      batch.push(p);
      if (batch.length >= BATCH) await importBatch();
    },
  );
  await importBatch();
  return summary.report(options.dryRun, fetched);
}

/**
 * The post's fields with its images stored in the library and pointed at: those of the ZIP, and
 * those on other sites fetched once (SSRF-safe, lib/remote-image). An image that cannot be had is
 * left out and named in the post's problems with its address, never hot-linked.
 */
async function withLibraryImages(
  p: PlannedPost,
  library: ReturnType<typeof libraryImages>,
  problems: string[],
  fetched: Set<string>,
): Promise<PlannedPost['fields']> {
  const fields = { ...p.fields };
  if (fields.html) {
    const refs = [...new Set([...fields.html.matchAll(REMOTE_IMAGE_TAG)].map((m) => m[1]!))];
    for (const ref of refs) {
      const url = decodeURIComponent(ref);
      const alt = p.images.find((i) => i.url === url)?.alt ?? p.title;
      const stored = await library(url, alt, true);
      const tag = new RegExp(`<img src="ghost-remote:${escapeRegExp(ref)}"[^>]*>`, 'g');
      if (stored instanceof Error) {
        problems.push(
          `The image ${url} could not be fetched and was left out (upload it and add it back): ${stored.message}`,
        );
        fields.html = fields.html.replace(tag, '');
      } else {
        fetched.add(url);
        fields.html = fields.html.replaceAll(`"ghost-remote:${ref}"`, `"${mediaUrl(stored)!}"`);
      }
    }
  }
  if (p.featureRemoteUrl) {
    const stored = await library(p.featureRemoteUrl, p.title, true);
    if (stored instanceof Error) {
      problems.push(
        `The feature image ${p.featureRemoteUrl} could not be fetched and was left out (upload it and choose it): ${stored.message}`,
      );
    } else {
      fetched.add(p.featureRemoteUrl);
      fields.featureImage = stored;
    }
  }
  const failed = (path: string, err: Error) =>
    problems.push(`The image ${path} from the ZIP was left out: ${err.message}`);
  for (const image of p.images) {
    if (!image.archivePath) continue;
    const ref = archiveImageRef(image.archivePath);
    const isFeature = image.archivePath === p.featureArchivePath;
    if (!isFeature && !fields.html?.includes(ref)) continue;
    const stored = await library(image.archivePath, image.alt);
    if (stored instanceof Error) {
      failed(image.archivePath, stored);
      if (fields.html) fields.html = fields.html.replace(new RegExp(`<img src="${escapeRegExp(ref)}"[^>]*>`, 'g'), '');
      continue;
    }
    if (fields.html) fields.html = fields.html.replaceAll(`"${ref}"`, `"${mediaUrl(stored)!}"`);
    if (isFeature) fields.featureImage = stored;
  }
  if (fields.html) fields.html = withoutEmptyWrappers(fields.html);
  return fields;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The report, gathered post by post: each post's item, its unknown tags and its images. */
function reportBuilder() {
  const items: GhostImportItem[] = [];
  const unknown = new Map<string, { slug: string; name: string; posts: string[] }>();
  const images = new Map<string, { url: string; archived: boolean; posts: string[] }>();
  let pages = 0;
  const add = (p: PlannedPost, done: GhostImportItem) => {
    items.push(done);
    if (p.isPage) pages += 1;
    for (const t of p.unknownTags) {
      const entry = unknown.get(t.slug) ?? { slug: t.slug, name: t.name, posts: [] };
      entry.posts.push(p.title);
      unknown.set(t.slug, entry);
    }
    if (p.skip) return;
    for (const image of p.images) {
      const key = image.archivePath ?? image.url;
      const entry = images.get(key) ?? {
        url: image.archivePath ? `content/images/${image.archivePath}` : image.url,
        archived: image.archivePath !== null,
        posts: [],
      };
      if (!entry.posts.includes(p.title)) entry.posts.push(p.title);
      images.set(key, entry);
    }
  };
  const report = (dryRun: boolean, fetched: ReadonlySet<string>): GhostImportReport => {
    const made = items.filter((i) => i.outcome === 'create' || i.outcome === 'created');
    const byKind: GhostImportReport['byKind'] = {};
    for (const i of made) if (i.kind) byKind[i.kind] = (byKind[i.kind] ?? 0) + 1;
    return {
      dryRun,
      totals: {
        posts: items.length,
        pages,
        imported: made.length,
        inReview: made.filter((i) => i.state === 'in_review').length,
        drafts: made.filter((i) => i.state === 'draft').length,
        duplicates: items.filter((i) => i.outcome === 'duplicate').length,
        skipped: items.filter((i) => i.outcome === 'skipped').length,
      },
      byKind,
      unknownTags: [...unknown.values()],
      images: [...images.values()].map(({ url, archived, posts }) => ({
        url,
        posts,
        outcome: archived || fetched.has(url) ? ('library' as const) : ('upload' as const),
      })),
      items,
    };
  };
  return { items, add, report };
}

// --- queued imports (the console) ----------------------------------------------------------------

const presentJob = (row: ImportJobRow): GhostImportJob => ({
  id: row.id,
  state: row.state,
  total: row.total,
  done: row.done,
  report: (row.report as GhostImportReport | null) ?? null,
  error: row.error,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/** Queued files wait in the file storage under this folder (never served), one per job. */
const QUEUED_FOLDER = 'imports';

/**
 * POST /api/admin/content/import?dryRun=false: the file is checked now (400 for one that is not
 * an export), kept in the file storage as uploaded, and imported by the background job, which the
 * console follows (getGhostImportJob).
 */
export async function queueGhostImport(
  ctx: Pick<ServiceContext, 'db' | 'deployment'> & { storage: FileStorage },
  actor: Actor,
  upload: GhostUpload,
  choices: Partial<GhostImportChoices>,
): Promise<GhostImportJob> {
  const member = requireImporter(actor);
  // Indexing checks every post: a file that cannot be read is refused now, not when the job runs.
  const index = await indexGhostExport(upload.json, maxPosts(ctx.deployment));
  const fileKey = `${QUEUED_FOLDER}/${randomUUID()}`;
  await ctx.storage.put(fileKey, upload.file, { private: true });
  try {
    const row = await insertImportJob(ctx.db, { createdBy: member.id, fileKey, choices, total: index.posts });
    return presentJob(row);
  } catch (err) {
    await ctx.storage.delete(fileKey);
    throw err;
  }
}

/** A queued file read back as a stream: the event loop gets turns between its chunks. */
async function readQueuedFile(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GET /api/admin/content/import/:id */
export async function getGhostImportJob(
  ctx: Pick<ServiceContext, 'db'>,
  actor: Actor,
  id: number,
): Promise<GhostImportJob> {
  requireImporter(actor);
  const row = await findImportJob(ctx.db, id);
  if (!row) throw notFound('The import');
  return presentJob(row);
}

/** A worker that stops beating this long is taken to have died; its job runs again. */
export const IMPORT_STALE_MS = 2 * 60_000;

/**
 * The background job's round: runs every queued import, one after the other, as the editor who
 * queued it (their role checked again now), writing progress after each post. Returns how many ran.
 */
export async function runQueuedImports(
  ctx: Pick<ServiceContext, 'db' | 'deployment' | 'env'>,
  now = () => new Date(),
): Promise<number> {
  let ran = 0;
  const storage = fileStorage(ctx.env);
  for (;;) {
    const job = await claimImportJob(ctx.db, now(), IMPORT_STALE_MS);
    if (!job) return ran;
    if (job.orphaned) {
      if (job.file_key) await storage.delete(job.file_key);
      continue;
    }
    ran += 1;
    try {
      let upload: GhostUpload;
      if (job.file_key) upload = await readGhostFile(await readQueuedFile(storage, job.file_key));
      else {
        // Queued before the files went to the file storage: the JSON and a ZIP of its images in the row.
        const json = Buffer.from(JSON.stringify(job.file));
        const images = job.archive
          ? (
              await readGhostArchive(job.archive, {
                maxEntries: ZIP_MAX_ENTRIES,
                maxBytes: GHOST_IMPORT_MAX_ZIP_BYTES * 2,
              })
            ).images
          : new Map<string, Uint8Array>();
        upload = { file: json, json, images };
      }
      const importCtx = { db: ctx.db, deployment: ctx.deployment, storage };
      const report = await importGhostExport(importCtx, memberOf({ id: job.created_by!, role: job.role }), upload, {
        dryRun: false,
        choices: (job.choices as Partial<GhostImportChoices> | null) ?? {},
        onProgress: async (done) => {
          await recordImportProgress(ctx.db, job.id, done);
        },
      });
      await finishImportJob(ctx.db, job.id, { state: 'done', report, done: report.items.length });
      if (job.file_key) await storage.delete(job.file_key);
    } catch (err) {
      const message =
        err instanceof AppError ? err.message : 'The import stopped on an unexpected error; the server log has it.';
      await finishImportJob(ctx.db, job.id, { state: 'failed', error: message });
      if (job.file_key) await storage.delete(job.file_key);
      if (!(err instanceof AppError)) throw err;
    }
  }
}
