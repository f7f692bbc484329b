import type { MailInput } from '../mail.repository.js';
import { appLink, renderMail, type MailBrand } from './layout.js';

export interface SafetyCaseMail {
  caseId: number;
  mailbox: string;
  where: string;
  writtenAt: Date;
  author: { name: string; email: string; country: string };
  verbatim: string;
  hints: { products: string[]; events: string[] };
}

/** The notice to the pharmacovigilance mailbox: everything needed to assess the case, verbatim. */
export const safetyCaseMail = (brand: MailBrand, c: SafetyCaseMail): MailInput =>
  renderMail(brand, {
    to: c.mailbox,
    subject: `Possible adverse event, case ${c.caseId}, ${brand.deployment.siteName}`,
    paragraphs: [
      `A text written on ${brand.deployment.siteName} may describe an adverse event. It was found by automatic screening and has not yet been assessed.`,
      `Case: ${c.caseId}`,
      `Where: ${c.where}`,
      `Written: ${c.writtenAt.toISOString()}`,
      `Reporter: ${c.author.name}, ${c.author.email}, country ${c.author.country}`,
      `Screening found: products ${c.hints.products.join(', ') || 'none named'}; events ${c.hints.events.join(', ') || 'none named'}`,
      'Verbatim text:',
      c.verbatim,
    ],
    action: { label: 'Open the case in the console', url: appLink(brand, `/admin/safety/${c.caseId}`) },
    note: 'This mail contains personal data of a healthcare professional; handle it under your pharmacovigilance procedures.',
  });
