import { z } from 'zod';

/** Every API failure has this shape (ARCHITECTURE.md "API conventions"). */
export const ErrorResponseSchema = z.object({
  errors: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  categories: z.array(z.string()).optional(),
  /** The words a moderation refusal objects to, as the member wrote them. */
  objectedWords: z.array(z.string()).optional(),
  /** A suspended or silenced member's sanction: its end (null: until lifted) and the moderator's reason. */
  sanction: z.object({ until: z.string().nullable(), reason: z.string().nullable() }).optional(),
  /** The refused text may describe an adverse event: it was kept as a safety case all the same. */
  safetyCaseOpened: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Generic codes used by the platform itself; features add their own spec codes. */
export const CommonErrorCodes = {
  validation: 'validationError',
  malformedJson: 'malformedJson',
  payloadTooLarge: 'payloadTooLarge',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'notFound',
  /** The request is valid but the thing's current state does not allow it (a workflow step). */
  conflict: 'conflict',
  rateLimited: 'tooManyRequests',
  unavailable: 'serviceUnavailable',
  internal: 'internalError',
} as const;
