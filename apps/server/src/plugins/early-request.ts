import { createHash } from 'node:crypto';

/**
 * The data request of a member page, started by an inline script in its app shell's head before
 * any of the app's JavaScript has arrived (issue 13): on a phone, the article's request then
 * travels beside the entry script instead of after it has run. The app takes that answer instead
 * of asking again, for the same address only (web lib/early-request.ts). With no session stored
 * the script does nothing. The shell's Content-Security-Policy allows exactly this text by its hash
 * (plugins/spa.ts). Which pages and which request: prerender.tsx's EARLY_REQUESTS.
 */
export function earlyRequestScript(routePattern: string, apiTemplate: string) {
  const names: string[] = [];
  const pattern = routePattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const url = apiTemplate
    .split(/(:\w+)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':') ? `encodeURIComponent(m[${names.indexOf(part.slice(1)) + 1}])` : JSON.stringify(part),
    )
    .join('+');
  const script =
    `try{var s=localStorage.getItem('loggedInUser'),m=/^${pattern.replace(/\//g, '\\/')}\\/?$/.exec(location.pathname);` +
    `if(s&&m){var u=${url},r=fetch(u,{headers:{Accept:'application/json',` +
    `Authorization:'Bearer '+JSON.parse(s).access_token}});r.catch(function(){});` +
    `window.__earlyRequest={url:u,response:r}}}catch(e){}`;
  return { script, cspSource: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}
