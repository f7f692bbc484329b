/**
 * A word for the login page from a page that signed the member out (an erasure request).
 * Kept in sessionStorage because the sign-out itself sends the member to /login through the route
 * guard, which carries no message of its own.
 */
const KEY = 'aatd.loginNotice';

// Absent while the public pages are pre-rendered on the server.
const store = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export const setLoginNotice = (text: string) => store()?.setItem(KEY, text);
export const peekLoginNotice = () => store()?.getItem(KEY) ?? null;
export const clearLoginNotice = () => store()?.removeItem(KEY);
