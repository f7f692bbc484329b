import { inlineScriptSource } from './inline-script.js';

/**
 * An inline script in the head of each pre-rendered page: when a
 * member is signed in (the web app's session key in browser storage, lib/auth-store.ts), it marks
 * the document so the visitor's view stays hidden until the app draws the member's own (global.css,
 * main.tsx). Inline because a separate file would hold up every visitor's first paint by a round
 * trip; those pages' Content-Security-Policy allows exactly this text by its hash (plugins/spa.ts).
 */
export const SESSION_HINT_SCRIPT =
  "try{if(localStorage.getItem('loggedInUser'))document.documentElement.setAttribute('data-member','')}catch(e){}";

export const SESSION_HINT_CSP_SOURCE = inlineScriptSource(SESSION_HINT_SCRIPT);
