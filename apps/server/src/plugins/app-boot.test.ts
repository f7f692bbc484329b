import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appBootScript } from './app-boot.js';

const { script } = appBootScript('/assets/index-1.js', ['/assets/react-2.js'], { drawsView: true });

/**
 * Runs the body's last script of a drawn page's shell as a browser would: `view` is what the head's
 * early script left (plugins/early-request.ts). Returns the root, what was added to the head, and
 * `paint()`, which reports the first contentful paint to the script's observer.
 */
function runDrawnShell(view: Promise<string> | undefined) {
  const root = { innerHTML: '', marks: new Set<string>(), setAttribute: (name: string) => root.marks.add(name) };
  const added: string[] = [];
  const document = {
    hidden: false,
    getElementById: () => root,
    createElement: () => ({}) as Record<string, string>,
    head: {
      appendChild: (el: Record<string, string>) => added.push(el.rel ? `${el.rel} ${el.href}` : `${el.type} ${el.src}`),
    },
  };
  const observers: Array<(list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect(): void }) => void> =
    [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  const window = { __earlyView: view, PerformanceObserver };
  const datesMade: unknown[] = [];
  const Intl = {
    DateTimeFormat: class {
      constructor(locale: string | undefined, options: unknown) {
        datesMade.push([locale, options]);
      }
      format = () => '1 Jan 1970';
    },
  };
  vm.runInNewContext(script, {
    window,
    document,
    PerformanceObserver,
    getComputedStyle: () => ({ visibility: 'visible' }),
    setTimeout,
    clearTimeout,
    requestAnimationFrame: (f: () => void) => setTimeout(f, 16),
    Intl,
  });
  const paint = () => observers.forEach((report) => report({ getEntriesByName: () => [{}] }, { disconnect() {} }));
  return { root, added, paint, datesMade };
}

const APP = ['modulepreload /assets/react-2.js', 'module /assets/index-1.js'];

describe("a drawn page's last script", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts the HTML into #root, marked for the app, and asks for the app once that is painted', async () => {
    const { root, added, paint } = runDrawnShell(Promise.resolve('<article>drawn</article>'));
    await vi.advanceTimersByTimeAsync(0);
    expect(root.innerHTML).toBe('<article>drawn</article>');
    expect([...root.marks]).toEqual(['data-parsed', 'data-drawn']);
    expect(added).toEqual([]);
    paint();
    expect(added).toEqual(APP);
  });

  it("makes the date formatter of the page, in the browser's locale, while the HTML is on its way", async () => {
    const { root, datesMade } = runDrawnShell(new Promise<string>(() => {}));
    expect(datesMade).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(datesMade).toEqual([[undefined, { day: 'numeric', month: 'short', year: 'numeric' }]]);
    expect(root.innerHTML).toBe('');
  });

  it('asks for the app at once when there is nothing to draw: no session, or no HTML', async () => {
    expect(runDrawnShell(undefined).added).toEqual(APP);
    const notDrawn = runDrawnShell(Promise.resolve(''));
    await vi.advanceTimersByTimeAsync(0);
    expect(notDrawn.added).toEqual(APP);
    expect(notDrawn.root.innerHTML).toBe('');
    expect(notDrawn.root.marks.has('data-drawn')).toBe(false);
  });

  it('waits for the HTML at most two seconds, and then leaves the page to the app', async () => {
    let answer!: (html: string) => void;
    const { root, added } = runDrawnShell(new Promise<string>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(added).toEqual(APP);
    answer('<article>late</article>');
    await vi.advanceTimersByTimeAsync(0);
    expect(root.innerHTML).toBe('');
  });

  it('asks for the app once, even if the paint is reported after the two seconds have passed', async () => {
    const { added, paint } = runDrawnShell(Promise.resolve('<article>drawn</article>'));
    await vi.advanceTimersByTimeAsync(2_500);
    paint();
    expect(added).toEqual(APP);
  });
});
