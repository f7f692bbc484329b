// External links: full URLs, www. addresses and bare domains ("example.com").
import LinkifyIt from 'linkify-it';
import type { Span } from './text.js';

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: false });
// Newer generic top-level domains people use for practice and personal sites, on
// top of linkify-it's default list (common generic ones and every two-letter one).
linkify.tlds(['app', 'blog', 'care', 'clinic', 'dev', 'doctor', 'health', 'online', 'site', 'xyz'], true);

/**
 * "3.5.mg" is a dose, not a host in Madagascar: a bare domain whose every label but
 * the last is a number is not treated as a link.
 */
function isNumericHost(raw: string): boolean {
  const host = raw.split(/[/?#:]/, 1)[0] ?? '';
  const labels = host.split('.');
  return labels.length > 1 && labels.slice(0, -1).every((label) => /^\d+$/.test(label));
}

/**
 * Spans of links in the text. E-mail addresses are left out: they are contact
 * details and count as personal branding, not as external links.
 */
export function findLinks(text: string): Array<Span & { host: string }> {
  const matches = linkify.match(text) ?? [];
  return matches
    .filter((m) => m.schema !== 'mailto:')
    .filter((m) => m.schema !== '' || !isNumericHost(m.raw))
    .map((m) => ({ start: m.index, end: m.lastIndex, host: hostOf(m.url) }));
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Whether the host is one of the allowed domains or under one ("www.nih.gov" under "nih.gov"). */
export function isAllowedHost(host: string, allowedDomains: readonly string[]): boolean {
  return allowedDomains.some((d) => {
    const domain = d.trim().toLowerCase();
    return domain.length > 0 && (host === domain || host.endsWith(`.${domain}`));
  });
}
