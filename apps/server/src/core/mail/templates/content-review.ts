import type { Locale } from '@aatd/contract';
import type { MailInput } from '../mail.repository.js';
import { mailText } from '../i18n/index.js';
import { appLink, renderMail, type MailBrand } from './layout.js';

/**
 * To the editor of a live item whose review-by date is near (REVIEW_WARNING_DAYS): it leaves the
 * site on that date unless a new version is approved and published before. In the editor's language.
 */
export const reviewDueMail = (
  brand: MailBrand,
  editor: { email: string; name: string; locale: Locale | null },
  item: { id: number; title: string; reviewBy: string },
): MailInput => {
  const text = mailText(editor.locale);
  const t = text.reviewDue;
  const date = text.dates.isoDay(item.reviewBy);
  return renderMail(brand, {
    to: editor.email,
    name: editor.name,
    locale: editor.locale,
    subject: t.subject(date, item.title),
    paragraphs: [t.due(item.title, date), t.withdrawn],
    action: { label: t.action, url: appLink(brand, `/admin/content/${item.id}`) },
  });
};
