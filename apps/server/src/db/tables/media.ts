/** The console's media library (migration ../migrations/0037_media_library). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MediaKind } from '@aatd/contract';
import type { Timestamp } from './core.js';

export interface MediaFilesTable {
  id: Generated<number>;
  kind: MediaKind;
  /** The name editors know it by (the uploaded file's name unless renamed). */
  name: string;
  /** Under DATA_DIR/uploads: 'library/<uuid>.webp'; what content fields store. */
  path: string;
  mime: string;
  /** bigint: pg answers it as a string. */
  byte_size: ColumnType<string | number, number, number>;
  width: number | null;
  height: number | null;
  /** Required for images (a check constraint). */
  alt: string | null;
  uploaded_by: number | null;
  /** What an editor should check, for a file that arrived without one (an import, migration 0062). */
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type MediaFileRow = Selectable<MediaFilesTable>;

export interface MediaTables {
  media_files: MediaFilesTable;
}
