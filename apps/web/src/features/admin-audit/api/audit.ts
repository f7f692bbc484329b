import type { AuditPage, AuditQuery } from '@aatd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/admin/audit */
export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => api.get<AuditPage>('/admin/audit', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/audit.csv with the current filters, saved as a file. */
export const downloadAuditCsv = async (filters: Omit<AuditQuery, 'page' | 'limit'>) =>
  saveFile(await api.getFile('/admin/audit.csv', { query: filters }), 'audit-log.csv');
