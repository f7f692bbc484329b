import {
  SAFETY_CRITERIA,
  type EvidenceSpan,
  type SafetyCaseDetail,
  type SafetyCaseNote,
  type SafetyCaseSummary,
  type SeriousnessCriterion,
} from '@aatd/contract';
import type { LinkRow, SafetyCaseListRow, SafetyCaseRow } from './safety-cases.repository.js';

const EXCERPT_LENGTH = 160;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

export const presentSafetyCaseSummary = (r: SafetyCaseListRow): SafetyCaseSummary => ({
  id: r.id,
  source: r.source_type,
  state: r.state,
  excerpt: excerpt(r.verbatim),
  authorName: r.author_name,
  authorCountry: r.author_country,
  writtenAt: iso(r.written_at)!,
  dueAt: iso(r.due_at)!,
  serious: r.serious,
  seriousness: r.seriousness as SeriousnessCriterion[],
  assignee: r.assignee_id !== null && r.assignee_name ? { id: r.assignee_id, name: r.assignee_name } : null,
  pvReference: r.pv_reference,
  followUpOf: r.follow_up_of,
  duplicateOf: r.duplicate_of,
  refused: r.refused,
  mailedAt: iso(r.mailed_at),
  mailStatus: r.mail_id === null ? 'none' : (r.mail_status ?? 'pending'),
  mailbox: r.mailbox,
});

const presentLink = (r: LinkRow) => ({
  id: r.id,
  source: r.source_type,
  state: r.state,
  writtenAt: iso(r.written_at)!,
  excerpt: excerpt(r.verbatim),
});

export const presentNote = (n: {
  id: number;
  author_name: string;
  note: string | null;
  changes: Record<string, unknown>;
  created_at: Date;
}): SafetyCaseNote => ({
  id: n.id,
  authorName: n.author_name,
  note: n.note,
  changes: n.changes,
  createdAt: iso(n.created_at)!,
});

export function presentSafetyCase(
  r: SafetyCaseRow,
  related: { notes: SafetyCaseNote[]; chain: LinkRow[]; duplicates: LinkRow[] },
): SafetyCaseDetail {
  const screening = r.screening as {
    products?: string[];
    events?: string[];
    patientMentioned?: boolean;
    evidence?: EvidenceSpan[];
    specialSituations?: string[];
    languages?: string[];
  };
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
      specialSituations: screening.specialSituations ?? [],
      languages: screening.languages ?? [],
    },
    evidence: screening.evidence ?? [],
    criteria: Object.fromEntries(SAFETY_CRITERIA.map((c) => [c, ticked[c] === true])) as SafetyCaseDetail['criteria'],
    notAdverseEventReason: r.not_ae_reason,
    reporterNote: r.reporter_note,
    mailAttempts: r.mail_attempts ?? 0,
    mailError: r.mail_error ?? null,
    notes: related.notes,
    followUps: related.chain.map(presentLink),
    duplicates: related.duplicates.map(presentLink),
  };
}
