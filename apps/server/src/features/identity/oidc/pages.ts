import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * The few HTML pages the OpenID Provider itself renders. The site's CSP allows no inline script
 * (script-src 'self'), so the logout page loads its auto-submit from LOGOUT_SCRIPT_PATH and keeps a
 * visible "Sign out" button for browsers without script.
 */
export const LOGOUT_SCRIPT_PATH = '/oidc/assets/logout.js';

/** Adds logout=yes (end the whole provider session) and submits the provider's form at once. */
export const LOGOUT_SCRIPT = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
`;

const escape = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f7fa;color:#1a2433;margin:0}
main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}a,button{font:inherit;color:#fff;background:#0b5cab;border:0;border-radius:4px;padding:.6rem 1.2rem;text-decoration:none;display:inline-block;cursor:pointer}`;

const page = (title: string, body: string, head = '') => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style>${head}</head>
<body><main>${body}</main></body></html>`;

export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Signing out',
    `<h1>Signing you out…</h1>${form}
<p>If nothing happens, press the button.</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    `<script src="${LOGOUT_SCRIPT_PATH}" defer></script>`,
  );
}

/** Only reached when a client sends no post_logout_redirect_uri; ours always does. */
export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Signed out', '<h1>You are signed out</h1><p><a href="/login">Login</a></p>');
}

/** Errors the provider cannot send back to the client (unknown client, bad redirect_uri, ...). */
export async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in could not be completed',
    `<h1>Sign-in could not be completed</h1>
<p>${escape(out.error_description ?? out.error)}</p>
<p><a href="/login">Back to login</a></p>`,
  );
}

export const interactionErrorPage = () =>
  page(
    'Sign-in could not be completed',
    '<h1>Sign-in could not be completed</h1><p>This sign-in link has expired. Please sign in again.</p><p><a href="/login">Back to login</a></p>',
  );
