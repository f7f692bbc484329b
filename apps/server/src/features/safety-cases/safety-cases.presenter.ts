import { SAFETY_CRITERIA, type SafetyCaseDetail, type SafetyCaseSummary } from '@aatd/contract';
import type { SafetyCaseListRow, SafetyCaseRow } from './safety-cases.repository.js';

const EXCERPT_LENGTH = 160;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const presentSafetyCaseSummary = (r: SafetyCaseListRow): SafetyCaseSummary => ({
  id: r.id,
  source: r.source_type,
  state: r.state,
  excerpt: r.verbatim.length > EXCERPT_LENGTH ? `${r.verbatim.slice(0, EXCERPT_LENGTH - 1)}…` : r.verbatim,
  authorName: r.author_name,
  authorCountry: r.author_country,
  writtenAt: iso(r.written_at)!,
  mailedAt: iso(r.mailed_at),
  mailStatus: r.mail_status ?? 'pending',
  mailbox: r.mailbox,
});

export function presentSafetyCase(r: SafetyCaseRow): SafetyCaseDetail {
  const screening = r.screening as { products?: string[]; events?: string[]; patientMentioned?: boolean };
  const ticked = r.criteria as Record<string, boolean>;
  return {
    ...presentSafetyCaseSummary(r),
    verbatim: r.verbatim,
    authorEmail: r.author_email,
    authorErased: r.author_id === null,
    retained: r.retained,
    postId: r.post_id,
    screening: {
      products: screening.products ?? [],
      events: screening.events ?? [],
      patientMentioned: screening.patientMentioned ?? false,
    },
    criteria: Object.fromEntries(SAFETY_CRITERIA.map((c) => [c, ticked[c] === true])) as SafetyCaseDetail['criteria'],
    mailAttempts: r.mail_attempts ?? 0,
    mailError: r.mail_error ?? null,
    decidedBy: r.decided_by_name,
    decidedAt: iso(r.decided_at),
    note: r.note,
  };
}
