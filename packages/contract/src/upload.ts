import { IMAGE_TYPES } from './limits.js';

export const UPLOAD_MESSAGES = {
  tooBig: 'Uploaded file is too big.',
  unsupported: 'Uploaded file has unsupported format.',
} as const;

/**
 * The message for an image the user picked, or undefined when it is acceptable. It checks the
 * declared type only, which is all a browser knows; the server checks the bytes again.
 */
export const imageFileIssue = (file: { size: number; type: string }, maxBytes: number) => {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.unsupported;
  if (file.size > maxBytes) return UPLOAD_MESSAGES.tooBig;
  return undefined;
};
