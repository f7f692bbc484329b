import { SERIOUSNESS_LABELS, type SeriousnessCriterion } from '@aatd/contract';
import type { MailInput } from '../mail.repository.js';
import { appLink, renderMail, type MailBrand } from './layout.js';
import { caseNumber } from '../../safety/e2b.js';

export interface SafetyCaseMail {
  caseId: number;
  mailbox: string;
  where: string;
  writtenAt: Date;
  dueAt: Date;
  author: { name: string; email: string; country: string };
  verbatim: string;
  hints: { products: string[]; events: string[]; seriousness: SeriousnessCriterion[] };
  followUpOf: number | null;
  duplicateOf: number | null;
  reporterNote: string | null;
  refused: boolean;
}

/**
 * The notice to the pharmacovigilance mailbox: everything needed to assess the case, verbatim, with
 * the case number the PV database files it under; the E2B(R3) file travels as its attachment.
 */
export function safetyCaseMail(brand: MailBrand, c: SafetyCaseMail): MailInput {
  const site = brand.deployment.siteName;
  const number = caseNumber(site, c.caseId);
  const kind = c.followUpOf !== null ? `Follow-up to case ${caseNumber(site, c.followUpOf)}` : 'Possible adverse event';
  return renderMail(brand, {
    to: c.mailbox,
    subject: `${kind}, case ${number}, ${site}`,
    paragraphs: [
      `A text written on ${site} may describe an adverse event. It was found by ${
        c.reporterNote !== null ? "a member's report" : 'automatic screening'
      } and has not yet been assessed.`,
      `Case: ${number}`,
      ...(c.followUpOf !== null ? [`Follow-up of case: ${caseNumber(site, c.followUpOf)}`] : []),
      ...(c.duplicateOf !== null ? [`Possible duplicate of case: ${caseNumber(site, c.duplicateOf)}`] : []),
      `Where: ${c.where}${c.refused ? ' (refused by moderation and not published; this mail and the case keep the text)' : ''}`,
      `Written (day 0): ${c.writtenAt.toISOString()}`,
      `Due: ${c.dueAt.toISOString().slice(0, 10)}`,
      `Reporter: ${c.author.name}, ${c.author.email}, country ${c.author.country}`,
      `Screening found: products ${c.hints.products.join(', ') || 'none named'}; events ${c.hints.events.join(', ') || 'none named'}; seriousness ${
        c.hints.seriousness.map((s) => SERIOUSNESS_LABELS[s]).join(', ') || 'none found'
      }`,
      ...(c.reporterNote !== null ? ["The reporting member's note:", c.reporterNote] : []),
      'Verbatim text:',
      c.verbatim,
      'The attached XML file is the case as an ICH E2B(R3) message for import into the PV database.',
    ],
    action: { label: 'Open the case in the console', url: appLink(brand, `/admin/safety/${c.caseId}`) },
    note: 'This mail contains personal data of a healthcare professional; handle it under your pharmacovigilance procedures.',
  });
}
