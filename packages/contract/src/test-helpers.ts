import type { z } from 'zod';

/** Messages of a failed parse keyed by field path ('' for the root); {} when it passed. */
export const fieldErrors = (result: z.ZodSafeParseResult<unknown>): Record<string, string[]> => {
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
};
