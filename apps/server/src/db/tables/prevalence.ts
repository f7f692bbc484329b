/** Prevalence data sets uploaded in the console (migration ../migrations/0035_prevalence_data_sets). */
import type { Generated, Selectable } from 'kysely';
import type { DataSetStatus } from '@aatd/contract';
import type { NullableTimestamp, Timestamp } from './core.js';

export interface PrevalenceDataSetsTable {
  id: Generated<number>;
  status: DataSetStatus;
  file_name: string;
  /** The uploaded countries.tsv as sent; parsed when read. */
  tsv: string;
  country_count: number;
  uploaded_by: number | null;
  uploaded_at: Timestamp;
  published_by: number | null;
  published_at: NullableTimestamp;
  replaced_at: NullableTimestamp;
}
export type PrevalenceDataSetRow = Selectable<PrevalenceDataSetsTable>;

export interface PrevalenceTables {
  prevalence_data_sets: PrevalenceDataSetsTable;
}
