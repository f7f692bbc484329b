import type { Db } from '../../db/database.js';
import type { Deployment } from '../../config/deployment.js';
import { purgeExpiredIdentityRows } from '../sessions/expired-identity-rows.repository.js';
import { dropConsentNetworkDetails, purgeDeliveredMail, purgeSpentLinks } from './retention.repository.js';

/**
 * One retention round: what the deployment's retention settings say may go. Safety cases and the
 * audit log are never deleted here (docs/privacy.md), and erased accounts are
 * anonymised by the account-erasure job when their cooling-off period ends.
 */
export async function applyRetention(db: Db, retention: Deployment['retention']) {
  await purgeExpiredIdentityRows(db);
  return {
    links: await purgeSpentLinks(db, retention.spentLinkDays),
    mails: await purgeDeliveredMail(db, retention.deliveredMailDays),
    consentNetworkDetails:
      retention.consentNetworkDays === undefined
        ? 0
        : await dropConsentNetworkDetails(db, retention.consentNetworkDays),
  };
}
