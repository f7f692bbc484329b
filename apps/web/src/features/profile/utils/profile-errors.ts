import { PROFILE_MESSAGES, UPLOAD_MESSAGES } from '@aatd/contract';
import { ApiError } from '@/lib/api-client';

/** The message of part 2 §8 for a failed save; field messages are shown next to their fields. */
export function profileErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 401) return PROFILE_MESSAGES.sessionInvalid;
    if (err.code === 'fileTooBig') return UPLOAD_MESSAGES.tooBig;
    if (err.code === 'unsupportedFormat') return UPLOAD_MESSAGES.unsupported;
  }
  return PROFILE_MESSAGES.failed;
}
