/**
 * Whether the app is taking over a page the server drew for this member (decision 0070): the body's
 * last script put the page's HTML into #root and marked it `data-drawn`, which main.tsx removes once
 * the router holds the page and its data. A route's loader waits for its data on that load only
 * (app/routes/news.tsx), so the app's first render is the page again, not a spinner in its place.
 */
export const isTakingOverDrawnPage = () =>
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-drawn') === true;
