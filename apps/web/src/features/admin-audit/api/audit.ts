import type { AuditPage, AuditQuery } from '@aatd/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, ApiError, apiErrorFrom } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** GET /api/admin/audit */
export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => api.get<AuditPage>('/admin/audit', { query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/admin/audit.csv with the current filters, saved as a file. The API needs the access
 * token in a header, so a plain link cannot download it: fetch, then hand the browser the file.
 */
export async function downloadAuditCsv(filters: Omit<AuditQuery, 'page' | 'limit'>): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  const token = authStore.get()?.access_token;
  let res: Response;
  try {
    res = await fetch(`/api/admin/audit.csv${params.size ? `?${params}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'network', 'The server could not be reached. Check your connection and try again.');
  }
  if (!res.ok) {
    const err = (await res.json().catch(() => ({}))) as { errors?: string; message?: string };
    if (res.status === 401 && token) authStore.signOutLocally();
    throw apiErrorFrom(res.status, err);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-log.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
