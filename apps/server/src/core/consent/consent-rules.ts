import { GATED_DOCUMENTS, type GatedDocument } from '@aatd/contract';
import type { Deployment } from '../../config/deployment.js';

/** The versions a member last accepted; null when none is on record. */
export interface AcceptedVersions {
  terms: string | null;
  privacy: string | null;
}

/**
 * The documents whose configured version the member has not accepted. Versions are labels, not
 * ordered: any difference from the one in force counts, so rolling a version back asks again.
 */
export function outstandingDocuments(accepted: AcceptedVersions, legal: Deployment['legal']): GatedDocument[] {
  return GATED_DOCUMENTS.filter((doc) => accepted[doc] !== legal[doc].version);
}
