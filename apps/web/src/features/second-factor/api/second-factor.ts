import type {
  ConfirmTotp,
  DisableTotp,
  RecoveryCodes,
  SecondFactorActionResult,
  SecondFactorStatus,
  TotpEnrolment,
} from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const secondFactorKeys = {
  own: ['second-factor', 'own'] as const,
};

/** GET /api/user/second-factor: the member's own factor and whether this session used it. */
export const useSecondFactorStatus = (enabled = true) =>
  useQuery({
    queryKey: secondFactorKeys.own,
    queryFn: ({ signal }) => api.get<SecondFactorStatus>('/user/second-factor', { signal }),
    staleTime: 0,
    // Not on focus: coming back from saving the recovery codes must not swap the screen under them.
    refetchOnWindowFocus: false,
    enabled,
  });

/** POST /api/user/second-factor/enrolment: a new secret (shown now only). */
export const useStartEnrolment = () =>
  useMutation({ mutationFn: () => api.post<TotpEnrolment>('/user/second-factor/enrolment') });

/** POST /api/user/second-factor/enrolment/confirm: the first code; answers the recovery codes. */
export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (body: ConfirmTotp) => api.post<RecoveryCodes>('/user/second-factor/enrolment/confirm', body),
  });

/** POST /api/user/second-factor/disable */
export function useDisableSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTotp) => api.post<SecondFactorActionResult>('/user/second-factor/disable', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['second-factor'] }),
  });
}

/** Re-reads the status (and with it whether the console may open). */
export function useRefreshSecondFactor() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['second-factor'] });
}
