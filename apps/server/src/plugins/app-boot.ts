import { DATE_STYLES } from '@aatd/contract';
import { inlineScriptSource } from './inline-script.js';

/** A worker's whole code: write one date in the app's style, then end. */
const DATE_WARMUP_WORKER = `try{new Intl.DateTimeFormat(void 0,${JSON.stringify(DATE_STYLES.date)}).format(0)}catch(e){}close()`;

/**
 * The end of a pre-rendered page's body: an inline script that asks for the page's app
 * (its entry module, then the chunks the entry imports as modulepreload links, so they still come
 * in parallel) only once the page's first contentful paint is on screen. Named in the head, those
 * scripts were sent for before anything was painted, shared a phone's bandwidth with the HTML's own
 * first paint and, arriving first on a fast connection, had React start ahead of it. The links are
 * added in a task of their own: each costs the main thread one to two milliseconds here, and with
 * the entry's they made one task long enough to hold up a tap on a phone.
 * It asks at once when there is nothing to wait for: a hidden document (a background tab), or a
 * view hidden from this browser (global.css: a visitor's view for a member, a member's for a
 * visitor), where the app is what draws the page. Where the browser cannot report its paints it
 * waits one frame instead, and it never waits longer than two seconds.
 * First it marks the root `data-parsed`: a member's first view shows only once its HTML is all in
 * (global.css). Its side panel comes before the page in the HTML and is placed after it on a phone,
 * so a layout of half the document, which the browser may make while it parses, had the panel at
 * the top and then moved it below the fold (Lighthouse: CLS 0.5 in some runs).
 * A page the server draws for the member (`drawsView`, decision 0070) has nothing to paint until
 * its HTML has come: the script puts it into #root, marked `data-drawn` for the app (main.tsx),
 * then waits for that paint the same way.
 */
export function appBootScript(entry: string, imports: readonly string[], { drawsView = false } = {}) {
  const afterPaint =
    `a=function(){if(d.hidden||getComputedStyle(r).visibility==='hidden')return b();` +
    `setTimeout(b,2000);` +
    `if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)` +
    `return requestAnimationFrame(function(){setTimeout(b,0)});` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();b()}})` +
    `.observe({type:'paint',buffered:true})}`;
  // A drawn page first waits for its HTML (plugins/early-request.ts), at most two seconds: without
  // it (no session, not drawn, an error) or past that, the app draws the page as usual.
  // First it has a worker write one date the way the app does (the contract's DATE_STYLES): a
  // browser loads its locale data on the first such use, 40-290 ms here (four times that on a
  // phone), which otherwise fell in the app's first render of the page, a task that blocked a tap.
  // The data is kept for the whole page, so the app's own first date then takes about a millisecond;
  // made on the main thread instead, while the HTML was on its way, it still held up the page's
  // first paint when the HTML came during it. (workerSrc allows blob:, plugins/security.ts.)
  const start = drawsView
    ? `var v=window.__earlyView;if(!v||d.hidden)return b();var t=setTimeout(b,2000);` +
      `try{new Worker(URL.createObjectURL(new Blob([${JSON.stringify(DATE_WARMUP_WORKER)}])))}catch(e){}` +
      `v.then(function(h){if(w)return;clearTimeout(t);if(!h)return b();r.innerHTML=h;r.setAttribute('data-drawn','');a()})`
    : `a()`;
  const script =
    `(function(){var d=document,r=d.getElementById('root'),w=0,b=function(){if(w)return;w=1;` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};` +
    `d.head.appendChild(s);setTimeout(function(){${JSON.stringify(imports)}.forEach(function(h){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)})})},` +
    `${afterPaint};` +
    `r.setAttribute('data-parsed','');${start}})()`;
  return { script, cspSource: inlineScriptSource(script) };
}
