import { describe, expect, it } from 'vitest';
import { renderSnippet } from './snippet.js';

const S = '\u0002';
const E = '\u0003';

describe('renderSnippet', () => {
  it('turns the markers into <mark> and escapes everything else', () => {
    expect(renderSnippet(`a <img src=x onerror=alert(1)> ${S}AATD${E} & "q"`, 100)).toBe(
      'a &lt;img src=x onerror=alert(1)&gt; <mark>AATD</mark> &amp; &quot;q&quot;',
    );
  });

  it('cuts to the limit with an ellipsis, closing an open mark', () => {
    const out = renderSnippet(`${S}${'x'.repeat(20)}${E}`, 10);
    expect(out).toBe(`<mark>${'x'.repeat(9)}…</mark>`);
  });

  it('keeps a text at the limit whole and collapses whitespace', () => {
    expect(renderSnippet('ab \n\n  cd', 5)).toBe('ab cd');
    expect(renderSnippet(`${S}${E}abc`, 3)).toBe('abc');
  });
});
