import type { DevMail } from '@aatd/contract';
import { escapeHtml } from '../../core/mail/templates/index.js';

/**
 * A plain page, no script (the CSP forbids inline script anyway). Each mail's HTML is shown as its
 * text version and its links are listed as real links, so nothing from a mail body is rendered raw.
 */
export function renderDevMailPage(mails: DevMail[]): string {
  const links = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
  const item = (m: DevMail) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.status)}</p>
${links(m.text)
  .map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`)
  .join('')}
<pre>${escapeHtml(m.text)}</pre>
</article>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #bbb;border-radius:6px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
.meta{color:#444;margin:0 0 .5rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.75rem}a{color:#0b4f94}</style>
</head><body><main><h1>Dev mailbox</h1>
<p>Mails in the outbox, newest first. This page exists only outside production.</p>
${mails.length ? mails.map(item).join('\n') : '<p>No mails yet.</p>'}
</main></body></html>`;
}
