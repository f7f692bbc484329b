import type {
  AdminInvitationList,
  AdminInvitationListQuery,
  AdminMemberActionResult,
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberListQuery,
  ConsentHistory,
  StaffDataExportState,
  MemberRole,
  Role,
} from '@aatd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { ROLE_LABELS } from '@/lib/console-access';

/** Query keys of member administration: any action refreshes the member and every list. */
export const memberKeys = {
  all: ['console', 'members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (q: AdminMemberListQuery) => [...memberKeys.lists(), q] as const,
  member: (id: number) => [...memberKeys.all, 'member', id] as const,
  invitations: (q: AdminInvitationListQuery) => [...memberKeys.all, 'invitations', q] as const,
};

/** GET /api/admin/members */
export const useMemberList = (query: AdminMemberListQuery) =>
  useQuery({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => api.get<AdminMemberList>('/admin/members', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/members/:id */
export const useMember = (id: number) =>
  useQuery({
    queryKey: memberKeys.member(id),
    queryFn: ({ signal }) => api.get<AdminMemberDetail>(`/admin/members/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** GET /api/admin/members/:id/consents (admins only) */
export const useConsentHistory = (id: number) =>
  useQuery({
    queryKey: [...memberKeys.member(id), 'consents'],
    queryFn: ({ signal }) => api.get<ConsentHistory>(`/admin/members/${id}/consents`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** GET /api/admin/members/:id/consents.csv, saved as a file. */
export const downloadConsentCsv = async (id: number) =>
  saveFile(await api.getFile(`/admin/members/${id}/consents.csv`), 'consents.csv');

/** GET /api/admin/invitations */
export const useInvitationList = (query: AdminInvitationListQuery) =>
  useQuery({
    queryKey: memberKeys.invitations(query),
    queryFn: ({ signal }) => api.get<AdminInvitationList>('/admin/invitations', { query, signal }),
    placeholderData: keepPreviousData,
  });

export type MemberAction =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'signOut' }
  | { kind: 'resend' }
  | { kind: 'erase'; reason: string }
  | { kind: 'role'; role: Role };

const run = async (id: number, a: MemberAction): Promise<string> => {
  switch (a.kind) {
    case 'approve':
      return (await api.post<AdminMemberActionResult>(`/admin/members/${id}/verification/approve`)).message;
    case 'reject':
      return (await api.post<AdminMemberActionResult>(`/admin/members/${id}/verification/reject`, { reason: a.reason }))
        .message;
    case 'signOut':
      return (await api.post<AdminMemberActionResult>(`/admin/members/${id}/sign-out-everywhere`)).message;
    case 'erase':
      return (await api.post<AdminMemberActionResult>(`/admin/members/${id}/erase`, { reason: a.reason })).message;
    case 'resend':
      return (await api.post<AdminMemberActionResult>(`/admin/members/${id}/resend-verification`)).message;
    case 'role': {
      const r = await api.put<MemberRole>(`/admin/members/${id}/role`, { role: a.role });
      return `Role changed to ${ROLE_LABELS[r.role]}.`;
    }
  }
};

/** One action on a member; answers the server's own words for the result. */
export function useMemberAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: MemberAction) => run(id, a),
    onSettled: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/** GET /api/admin/members/:id/data-export: the export an admin prepared (admins only). */
export const useStaffDataExport = (id: number) =>
  useQuery({
    queryKey: [...memberKeys.member(id), 'data-export'],
    queryFn: ({ signal }) => api.get<StaffDataExportState>(`/admin/members/${id}/data-export`, { signal }),
    staleTime: 0,
    // Progress moves while the background job prepares the file.
    refetchInterval: (q) => (['pending', 'running'].includes(q.state.data?.export?.status ?? '') ? 2000 : false),
  });

/** POST /api/admin/members/:id/data-export: prepares the export; the link is mailed to the admin. */
export const usePrepareStaffDataExport = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<StaffDataExportState>(`/admin/members/${id}/data-export`),
    onSuccess: (data) => qc.setQueryData([...memberKeys.member(id), 'data-export'], data),
  });
};
