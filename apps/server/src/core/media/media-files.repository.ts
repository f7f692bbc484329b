import type { MediaKind } from '@aatd/contract';
import type { Db } from '../../db/database.js';

/** Writing media library rows, shared by the library's uploads and the imports that bring files. */

/** The key of the library's kept total: the kind and search (not the sort or page). */
export const mediaTotalKey = (f: { kind?: MediaKind | undefined; q?: string | undefined }) =>
  `media:${JSON.stringify([f.kind || null, f.q || null])}`;

/** The kept totals a file of this kind joining or leaving the library changes, that a writer can name. */
export const mediaTotalKeys = (kind: MediaKind) => [mediaTotalKey({}), mediaTotalKey({ kind })];

export interface NewMediaFile {
  kind: MediaKind;
  name: string;
  path: string;
  mime: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  uploadedBy: number;
  /** What an editor should check (an imported image's alt text); null for an upload. */
  reviewNote?: string | null;
}

export const insertMediaFile = (db: Db, m: NewMediaFile) =>
  db
    .insertInto('media_files')
    .values({
      kind: m.kind,
      name: m.name,
      path: m.path,
      mime: m.mime,
      byte_size: m.byteSize,
      width: m.width,
      height: m.height,
      alt: m.alt,
      uploaded_by: m.uploadedBy,
      review_note: m.reviewNote ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
