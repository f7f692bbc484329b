import type { Deployment } from '../../../config/deployment.js';
import type { MailInput } from '../mail.repository.js';
import { directionOf, mailLocale, mailText, type MailLocale } from '../i18n/index.js';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What every template needs: the brand strings of this deployment and the site's public address. */
export interface MailBrand {
  deployment: Pick<Deployment, 'siteName' | 'providerName' | 'supportEmail'>;
  publicUrl: string;
}

export interface MailContent {
  to: string;
  subject: string;
  /** Greeting name, e.g. "Dr. Jane Doe". */
  name?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A last line such as "The link expires in 24 hours." */
  note?: string;
  /** The recipient's language (users.locale): greeting, footer and the page's direction follow it. */
  locale?: MailLocale;
}

/**
 * One plain layout for every mail, as text and as HTML. Every interpolated value is escaped: names
 * and rejection reasons come from people.
 */
export function renderMail(brand: MailBrand, c: MailContent): MailInput {
  const { siteName, supportEmail } = brand.deployment;
  const locale = mailLocale(c.locale);
  const t = mailText(locale).layout;
  const greeting = c.name ? t.greeting(c.name) : t.hello;
  const footer = t.footer(siteName, supportEmail);
  // English keeps the page it always had; another language names itself, Arabic right to left.
  const dir = locale === 'en' ? '' : ` dir="${directionOf(locale)}"`;
  const bodyAttrs = locale === 'en' ? '' : ` lang="${locale}"${dir}`;
  const text = [
    greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.note ? [c.note, ''] : []),
    '--',
    footer,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>` +
      p(t.buttonFallback(c.action.url))
    : '';
  const html = `<!doctype html><html lang="${locale}"${dir}><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body${bodyAttrs} style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(siteName)}</h1>
${p(greeting)}${c.paragraphs.map(p).join('')}${button}${c.note ? p(c.note) : ''}
<hr style="border:none;border-top:1px solid #cccccc;margin:24px 0"><p style="font-size:13px;color:#555555">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: c.to, subject: c.subject, text, html };
}

/** A link into the web app, e.g. link(brand, '/verifyEmail/abc'). */
export const appLink = (brand: MailBrand, path: string) => `${brand.publicUrl}${path}`;
