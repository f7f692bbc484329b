import type { MailInput } from '../mail.repository.js';
import { appLink, renderMail, type MailBrand } from './layout.js';

/**
 * To the editor of a live item whose review-by date is near (REVIEW_WARNING_DAYS): it leaves the
 * site on that date unless a new version is approved and published before.
 */
export const reviewDueMail = (
  brand: MailBrand,
  editor: { email: string; name: string },
  item: { id: number; title: string; reviewBy: string },
): MailInput =>
  renderMail(brand, {
    to: editor.email,
    name: editor.name,
    subject: `Review due by ${item.reviewBy}: ${item.title}`,
    paragraphs: [
      `"${item.title}" must be reviewed again by ${item.reviewBy}.`,
      'On that date it is withdrawn from members automatically, unless a new version has been approved (with a new approval code and review-by date) and published before.',
    ],
    action: { label: 'Open it in the console', url: appLink(brand, `/admin/content/${item.id}`) },
  });
