import type { PrevalenceDataSet } from '@aatd/contract';
import type { DataSetSummaryRow } from './prevalence.repository.js';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const presentDataSet = (r: DataSetSummaryRow): PrevalenceDataSet => ({
  id: r.id,
  status: r.status,
  fileName: r.file_name,
  countryCount: r.country_count,
  uploadedBy: r.uploaded_by_name ?? 'a former staff member',
  uploadedAt: iso(r.uploaded_at)!,
  publishedBy: r.published_at ? (r.published_by_name ?? 'a former staff member') : null,
  publishedAt: iso(r.published_at),
});
