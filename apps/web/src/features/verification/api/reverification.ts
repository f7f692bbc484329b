import type { ReverificationBody, VerificationValidity } from '@aatd/contract';
import { api } from '@/lib/api-client';

/** Confirms the member's professional details to renew their HCP verification. */
export const requestReverification = (body: ReverificationBody) =>
  api.post<VerificationValidity>('/user/reverification', body);
