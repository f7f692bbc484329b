import { inlineScriptSource } from './inline-script.js';

/**
 * The first requests of a member page, started by an inline script in its app shell's head before
 * any of the app's JavaScript has arrived: on a phone they then travel beside the entry
 * script instead of after it has run. The app takes each answer instead of asking again, for the
 * same method and address only (web lib/early-request.ts). With no session stored the script does
 * nothing. The shell's Content-Security-Policy allows exactly this text by its hash
 * (plugins/spa.ts). Which pages and which requests ("GET /api/…/:param", "POST /api/…"):
 * prerender.tsx's EARLY_REQUESTS.
 * A page the server draws (prerender.tsx's DRAWN_ROUTES) also asks for its HTML (`view`, a GET
 * answering text/html) and leaves the text as `window.__earlyView` ('' when it is not drawn), which
 * the body's last script puts into #root (plugins/app-boot.ts).
 * The view is asked for at once; each data request goes out in a task of its own (a timer, which
 * runs between the parser's chunks, long before the app asks for the answer). Sending a request
 * costs this machine's Chromium 1–9 ms of the main thread, so five in the parser's first task made
 * it 44 ms, four times that on Lighthouse's phone, and the longest task near the first paint.
 */
export function earlyRequestScript(routePattern: string, requests: readonly string[], view?: string) {
  const names: string[] = [];
  const pattern = routePattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  /** A request's method and the expression of its address, the page's parameters filled in. */
  const call = (request: string) => {
    const [method, template] = request.split(' ') as [string, string];
    if (!/^(GET|POST)$/.test(method) || !template?.startsWith('/api/')) throw new Error(`bad early request ${request}`);
    const url = template
      .split(/(:\w+)/)
      .filter(Boolean)
      .map((part) => {
        if (!part.startsWith(':')) return JSON.stringify(part);
        if (!names.includes(part.slice(1))) throw new Error(`${request} names ${part}, which ${routePattern} lacks`);
        return `encodeURIComponent(m[${names.indexOf(part.slice(1)) + 1}])`;
      })
      .join('+');
    return { method, url };
  };
  const calls = requests.map((request) => {
    const { method, url } = call(request);
    return `q(${JSON.stringify(method)},${url});`;
  });
  let viewCall = '';
  if (view) {
    const { method, url } = call(view);
    if (method !== 'GET') throw new Error(`bad page view request ${view}`);
    viewCall =
      `window.__earlyView=fetch(${url},{headers:{Accept:'text/html',Authorization:h.Authorization}})` +
      `.then(function(r){return r.ok?r.text():''}).catch(function(){return ''});`;
  }
  const script =
    `try{var s=localStorage.getItem('loggedInUser'),m=/^${pattern.replace(/\//g, '\\/')}\\/?$/.exec(location.pathname);` +
    `if(s&&m){var h={Accept:'application/json',Authorization:'Bearer '+JSON.parse(s).access_token},` +
    `e=window.__earlyRequests={},q=function(k,u){var r=new Promise(function(y){setTimeout(function(){` +
    `y(fetch(u,{method:k,headers:h}))})});r.catch(function(){});e[k+' '+u]=r};${viewCall}${calls.join('')}}}catch(e){}`;
  return { script, cspSource: inlineScriptSource(script) };
}
