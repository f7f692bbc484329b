import type { GatedDocument, LegalDocument } from '@aatd/contract';
import type { Db } from '../../db/database.js';
import type { ConsentRecordsTable } from '../../db/tables/compliance.js';

export interface ConsentEntry {
  document: LegalDocument;
  version: string;
  /** A cookie choice ({ analytics: true }); null for an acceptance. */
  choice?: Record<string, boolean> | null;
  /** When the member made the choice, when the browser said (otherwise the record's time). */
  chosenAt?: Date | null;
  /** The browser's stamp as sent, before chosenAt was held to the server's clock. */
  browserMadeAt?: Date | null;
}

/** Where and how consent was given: the request's address and browser, and the path it came by. */
export interface ConsentOrigin {
  source: ConsentRecordsTable['source'];
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Appends the records and moves the member's accepted terms/privacy versions (the access gate's
 * view) in the same transaction, so the gate never opens without a record behind it. Pass a
 * transaction.
 */
export async function recordConsents(trx: Db, userId: number, entries: ConsentEntry[], origin: ConsentOrigin) {
  if (entries.length === 0) return;
  await trx
    .insertInto('consent_records')
    .values(
      entries.map((e) => ({
        user_id: userId,
        document: e.document,
        version: e.version,
        choice: e.choice ? JSON.stringify(e.choice) : null,
        chosen_at: e.chosenAt ?? null,
        browser_made_at: e.browserMadeAt ?? null,
        source: origin.source,
        ip_address: origin.ipAddress,
        user_agent: origin.userAgent?.slice(0, 500) ?? null,
      })),
    )
    .execute();
  const accepted = (doc: GatedDocument) => entries.find((e) => e.document === doc && !e.choice)?.version;
  const terms = accepted('terms');
  const privacy = accepted('privacy');
  if (terms || privacy) {
    await trx
      .updateTable('users')
      .set({ ...(terms ? { terms_version: terms } : {}), ...(privacy ? { privacy_version: privacy } : {}) })
      .where('id', '=', userId)
      .execute();
  }
}

/** A member's consent history, newest first. */
export const listConsentRecords = (db: Db, userId: number) =>
  db
    .selectFrom('consent_records')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/**
 * Whether the member already has a record of the cookie choice the browser stamped `browserMadeAt`
 * (records from before that stamp was kept: made at that moment by the server's clock).
 */
export const hasCookieChoiceMadeAt = async (db: Db, userId: number, browserMadeAt: Date): Promise<boolean> =>
  (await db
    .selectFrom('consent_records')
    .select('id')
    .where('user_id', '=', userId)
    .where('document', '=', 'cookies')
    .where((eb) => eb.or([eb('browser_made_at', '=', browserMadeAt), eb('chosen_at', '=', browserMadeAt)]))
    .limit(1)
    .executeTakeFirst()) !== undefined;
