import { escapeHtml } from '../../core/mail/templates/index.js';
import type { DocCheckSettings } from './doccheck.client.js';

export const DOCCHECK_RETURN_PATH = '/api/auth/doccheck/return';
export const docCheckRedirectUri = (publicUrl: string) => `${publicUrl}${DOCCHECK_RETURN_PATH}`;

/** DocCheck's authorization endpoint with this client, our return address and the form id as state. */
export function docCheckLoginUrl(settings: DocCheckSettings, publicUrl: string, idForm: string): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('grant_type', 'authorization_code');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', docCheckRedirectUri(publicUrl));
  url.searchParams.set('scope', 'unique_id profession');
  url.searchParams.set('state', idForm);
  return url.toString();
}

/**
 * The frame's landing page. No script is allowed here; a link with target=_top takes the member
 * back to /register in the full window with the values the form expects.
 */
export function docCheckReturnPage(q: {
  code?: string;
  state?: string;
  login_id?: string;
  uniquekey?: string;
  error?: string;
}): string {
  const params = new URLSearchParams();
  if (q.code) params.set('code', q.code);
  if (q.login_id) params.set('login_id', q.login_id);
  if (q.uniquekey) params.set('uniquekey', q.uniquekey);
  if (q.state) params.set('idForm', q.state);
  const href = `/register?${params.toString()}`;
  const ok = Boolean(q.code) && !q.error;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DocCheck</title></head>
<body style="font-family:system-ui,sans-serif;padding:1.5rem;color:#1b1f24">
<p>${ok ? 'Your DocCheck login is confirmed.' : 'The DocCheck login did not complete. You can continue, and the provider will verify your registration.'}</p>
<p><a href="${escapeHtml(href)}" target="_top" style="display:inline-block;background:#0b4f8a;color:#fff;padding:.6rem 1rem;border-radius:8px;text-decoration:none">Continue registration</a></p>
</body></html>`;
}
