/** The OpenID Provider's mount point and the first-party web client (ARCHITECTURE.md "Identity flow"). */
export const OIDC_PATH = '/oidc';
export const OIDC_WEB_CLIENT_ID = 'web';
/** What the web app asks for; the provider also offers email and profile to other clients. */
export const OIDC_WEB_SCOPE = 'openid';
