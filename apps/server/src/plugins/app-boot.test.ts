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
  // The code of each worker the script starts (a Blob of text, as a browser is given it).
  const workers: string[] = [];
  class Blob {
    constructor(readonly parts: string[]) {}
  }
  const URL = { createObjectURL: (blob: Blob) => blob.parts.join('') };
  class Worker {
    constructor(url: string) {
      workers.push(url);
    }
  }
  vm.runInNewContext(script, {
    window,
    document,
    PerformanceObserver,
    getComputedStyle: () => ({ visibility: 'visible' }),
    setTimeout,
    clearTimeout,
    requestAnimationFrame: (f: () => void) => setTimeout(f, 16),
    Worker,
    Blob,
    URL,
  });
  const paint = () => observers.forEach((report) => report({ getEntriesByName: () => [{}] }, { disconnect() {} }));
  return { root, added, paint, workers };
}

/** The entry first, then, in a task of their own, the chunks it imports. */
const ENTRY = 'module /assets/index-1.js';
const APP = [ENTRY, 'modulepreload /assets/react-2.js'];
/** Runs the task a timeout of 0 queues (1 ms on fake timers, as in Node). */
const nextTask = () => vi.advanceTimersByTimeAsync(1);

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
    expect(added).toEqual([ENTRY]);
    await nextTask();
    expect(added).toEqual(APP);
  });

  it("has a worker write a date in the app's style and the browser's locale at once, while the HTML is on its way", () => {
    const { root, workers } = runDrawnShell(new Promise<string>(() => {}));
    expect(workers).toHaveLength(1);
    expect(root.innerHTML).toBe('');
    // What the worker does with its code: one formatter, used once, then it ends.
    const made: unknown[] = [];
    const formatted: unknown[] = [];
    const close = vi.fn();
    vm.runInNewContext(workers[0]!, {
      Intl: {
        DateTimeFormat: class {
          constructor(locale: string | undefined, options: unknown) {
            made.push([locale, options]);
          }
          format = (value: unknown) => formatted.push(value);
        },
      },
      close,
    });
    expect(made).toEqual([[undefined, { day: 'numeric', month: 'short', year: 'numeric' }]]);
    expect(formatted).toEqual([0]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('starts no worker when there is nothing to draw', () => {
    expect(runDrawnShell(undefined).workers).toEqual([]);
  });

  it('asks for the app at once when there is nothing to draw: no session, or no HTML', async () => {
    const noSession = runDrawnShell(undefined);
    await nextTask();
    expect(noSession.added).toEqual(APP);
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
    expect(added).toEqual([ENTRY]);
    await nextTask();
    expect(added).toEqual(APP);
    answer('<article>late</article>');
    await vi.advanceTimersByTimeAsync(0);
    expect(root.innerHTML).toBe('');
  });

  it('asks for the app once, even if the paint is reported after the two seconds have passed', async () => {
    const { added, paint } = runDrawnShell(Promise.resolve('<article>drawn</article>'));
    await vi.advanceTimersByTimeAsync(2_500);
    paint();
    await nextTask();
    expect(added).toEqual(APP);
  });
});
