import type { Deployment } from '../../../config/deployment.js';
import type { MailInput } from '../mail.repository.js';

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
}

/**
 * One plain layout for every mail, as text and as HTML. Every interpolated value is escaped: names
 * and rejection reasons come from people.
 */
export function renderMail(brand: MailBrand, c: MailContent): MailInput {
  const { siteName, supportEmail } = brand.deployment;
  const greeting = c.name ? `Dear ${c.name},` : 'Hello,';
  const footer = `${siteName} — for healthcare professionals outside the UK only. Questions: ${supportEmail}`;
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
      p(`If the button does not work, copy this address into your browser: ${c.action.url}`)
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(siteName)}</h1>
${p(greeting)}${c.paragraphs.map(p).join('')}${button}${c.note ? p(c.note) : ''}
<hr style="border:none;border-top:1px solid #cccccc;margin:24px 0"><p style="font-size:13px;color:#555555">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: c.to, subject: c.subject, text, html };
}

/** A link into the web app, e.g. link(brand, '/verifyEmail/abc'). */
export const appLink = (brand: MailBrand, path: string) => `${brand.publicUrl}${path}`;
