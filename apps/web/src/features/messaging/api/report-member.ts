import { ReportResultSchema, type ReportMessage } from '@aatd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGES_QUERY_KEY } from '@/lib/live-events';

/** POST /api/messages/report: a report, optionally blocking the member (the conversation then says so). */
export const reportMember = async (body: ReportMessage) =>
  ReportResultSchema.parse(await api.post('/messages/report', body));

export function useReportMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  });
}
