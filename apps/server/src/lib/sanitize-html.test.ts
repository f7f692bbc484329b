import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-html.js';

describe('sanitizeArticleHtml', () => {
  it('keeps article markup', () => {
    const html =
      '<h2>Title</h2><p>FEV<sub>1</sub> <strong>fell</strong> <em>fast</em></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<table><caption>Levels</caption><thead><tr><th scope="col">AAT</th></tr></thead>' +
      '<tbody><tr><td colspan="2">24</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.example.com/a.png" alt="x-ray" width="300" height="200"><figcaption>Figure 1</figcaption></figure>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('height="200">', 'height="200" />'));
  });

  it('keeps video players of the allowed hosts only, over https', () => {
    const player =
      '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Video" allowfullscreen="true" loading="lazy"></iframe>';
    expect(sanitizeArticleHtml(player)).toBe(player);
    expect(sanitizeArticleHtml('<p>a</p><iframe src="https://evil.example.org/x"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<iframe src="http://player.vimeo.com/video/1"></iframe>')).toBe('');
    expect(sanitizeArticleHtml('<iframe src="https://player.vimeo.com/video/1" onload="x()" style="a"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    );
    expect(sanitizeArticleHtml('<iframe srcdoc="<script>x</script>"></iframe>')).toBe('');
  });

  it('forces rel and target on links and keeps http, https and mailto', () => {
    expect(sanitizeArticleHtml('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:a@example.org">m</a>')).toContain('href="mailto:a@example.org"');
    expect(sanitizeArticleHtml('<a href="/community/news">n</a>')).toContain('href="/community/news"');
  });

  it('drops scripts, styles, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><style>p{}</style>' +
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>' +
      '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">';
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).toBe(
      '<p>Hi</p><a rel="noopener noreferrer" target="_blank">x</a>' +
        '<a rel="noopener noreferrer" target="_blank">y</a><img src="x" />',
    );
    expect(clean).not.toMatch(/script|style|onclick|onerror|javascript|iframe/i);
  });

  it('allows only https and relative image sources', () => {
    expect(sanitizeArticleHtml('<img src="/uploads/a.webp" alt="a">')).toBe('<img src="/uploads/a.webp" alt="a" />');
    expect(sanitizeArticleHtml('<img src="http://example.com/a.png">')).toBe('');
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeArticleHtml('<img src="//evil.example/a.png">')).toBe('');
  });

  it('keeps only numeric image sizes', () => {
    expect(sanitizeArticleHtml('<img src="/a.png" width="100%" height="40">')).toBe('<img src="/a.png" height="40" />');
  });

  it('maps headings outside h2-h4 into that range and drops unknown tags but keeps their text', () => {
    expect(sanitizeArticleHtml('<h1>A</h1><h6>B</h6><div><span>C</span></div>')).toBe('<h2>A</h2><h4>B</h4>C');
  });
});
