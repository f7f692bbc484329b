import type { DataExport, ErasureState } from '@aatd/contract';
import type { ExportRow } from './gdpr.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const presentExport = (r: ExportRow): DataExport => ({
  id: r.id,
  status: r.status,
  progress: r.progress,
  requestedAt: iso(r.requested_at)!,
  readyAt: iso(r.ready_at),
  expiresAt: iso(r.expires_at),
  downloadedAt: iso(r.downloaded_at),
  sizeBytes: r.size_bytes,
});

export const presentErasure = (r: {
  erasure_requested_at: Date | null;
  erase_after: Date | null;
  erasure_cancelled_at: Date | null;
}): ErasureState => ({
  eraseAfter: iso(r.erase_after),
  requestedAt: r.erase_after ? iso(r.erasure_requested_at) : null,
  cancelledAt: iso(r.erasure_cancelled_at),
});
