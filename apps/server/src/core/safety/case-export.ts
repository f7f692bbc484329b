import type { SeriousnessCriterion } from '@aatd/contract';
import { caseNumber, e2bFilename, e2bMessage } from './e2b.js';
import type { CaseForExport } from './safety-cases.repository.js';

/** The E2B(R3) file of a stored case: its products and events as screening found or the reviewer left them. */
export function e2bOfCase(siteName: string, c: CaseForExport, now = new Date()) {
  const screening = c.screening as { products?: string[]; events?: string[] };
  const number = caseNumber(siteName, c.id);
  return {
    filename: e2bFilename(number),
    contentType: 'application/xml',
    content: e2bMessage(
      {
        caseNumber: number,
        sender: siteName,
        dayZero: new Date(c.written_at),
        updatedAt: new Date(c.updated_at),
        reporter: { name: c.author_name, country: c.author_country },
        verbatim: c.verbatim,
        reactions: screening.events ?? [],
        products: screening.products ?? [],
        seriousness: c.seriousness as SeriousnessCriterion[],
        followUpOf: c.follow_up_of === null ? null : caseNumber(siteName, c.follow_up_of),
      },
      now,
    ),
  };
}
