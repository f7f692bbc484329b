import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

/** The Ghost post each imported item came from (migrations/0017_ghost_imports). */
export interface GhostImportsTable {
  ghost_id: string;
  ghost_uuid: string | null;
  post_id: number;
  imported_by: number | null;
  imported_at: Timestamp;
}

export type ImportJobState = 'queued' | 'running' | 'done' | 'failed';

/** An import the console queued (migrations/0017_ghost_imports); the background job runs it. */
export interface ContentImportJobsTable {
  id: Generated<number>;
  created_by: number | null;
  /** The export's JSON, as queued before migration 0100; null once the job has run. */
  file: ColumnType<unknown, string | null | undefined, string | null>;
  /** The file as uploaded, in the file storage (migration 0100); null once the job has run. */
  file_key: string | null;
  state: Generated<ImportJobState>;
  total: Generated<number>;
  done: Generated<number>;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  /** The editor's choices (GhostImportChoices, migration 0062). */
  choices: ColumnType<unknown, string | null | undefined, string | null>;
  /** The ZIP's images, as a ZIP of content/images paths; null for a JSON export or once run. */
  archive: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  error: string | null;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  heartbeat_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface ImportTables {
  ghost_imports: GhostImportsTable;
  content_import_jobs: ContentImportJobsTable;
}
