import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './core.js';

export type DataExportStatus = 'pending' | 'running' | 'ready' | 'downloaded' | 'expired' | 'failed';

/** "Download my data" requests (migrations/0023_data_exports). */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  /** The admin who prepared it for the data protection officer; null when the member asked. */
  requested_by: number | null;
  status: Generated<DataExportStatus>;
  progress: Generated<number>;
  attempts: Generated<number>;
  lease_until: NullableTimestamp;
  file_key: string | null;
  size_bytes: number | null;
  token_hash: string | null;
  error: string | null;
  requested_at: Timestamp;
  ready_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  downloaded_at: NullableTimestamp;
}

export interface GdprTables {
  data_exports: DataExportsTable;
}
