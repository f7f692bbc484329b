import { describe, expect, it } from 'vitest';
import { ghostBodyToHtml, lexicalToHtml, mobiledocToHtml } from './ghost-html.js';

const t = (text: string, format = 0) => ({ type: 'text', text, format });

describe('lexical to HTML', () => {
  it('converts paragraphs, headings, lists, links, quotes, images and code, escaping text', () => {
    const out = lexicalToHtml({
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h3', children: [t('Title')] },
          {
            type: 'paragraph',
            children: [
              t('a '),
              t('b', 1),
              t('i', 2),
              t('<x>'),
              { type: 'linebreak' },
              { type: 'link', url: 'https://e.org/?a=1&b="2"', children: [t('l')] },
            ],
          },
          { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [t('one')] }] },
          { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [t('dot')] }] },
          { type: 'quote', children: [t('q')] },
          { type: 'image', src: 'https://e.org/i.png', alt: 'An "alt"', caption: 'Cap' },
          { type: 'codeblock', code: 'a < b && c' },
          { type: 'horizontalrule' },
        ],
      },
    });
    expect(out.html).toBe(
      '<h3>Title</h3>' +
        '<p>a <strong>b</strong><em>i</em>&lt;x&gt;<br><a href="https://e.org/?a=1&amp;b=&quot;2&quot;">l</a></p>' +
        '<ol><li>one</li></ol><ul><li>dot</li></ul>' +
        '<blockquote><p>q</p></blockquote>' +
        '<figure><img src="https://e.org/i.png" alt="An &quot;alt&quot;"><figcaption>Cap</figcaption></figure>' +
        '<pre><code>a &lt; b &amp;&amp; c</code></pre><hr>',
    );
    expect(out.dropped).toEqual([]);
  });

  it('names the nodes it leaves out and refuses a document without a root', () => {
    const out = lexicalToHtml(JSON.stringify({ root: { type: 'root', children: [{ type: 'product' }, t('x')] } }));
    expect(out).toEqual({ html: 'x', dropped: ['the product card'] });
    expect(() => lexicalToHtml('{}')).toThrow(/no root/);
  });
});

describe('mobiledoc to HTML', () => {
  it('converts markup, list and card sections with nested markups and soft returns', () => {
    const out = mobiledocToHtml({
      version: '0.3.1',
      atoms: [['soft-return', '', {}]],
      markups: [['a', ['href', 'https://e.org/g']], ['em'], ['strong']],
      cards: [
        ['image', { src: 'https://e.org/c.jpg', alt: 'c' }],
        ['code', { code: '<b>' }],
        ['html', { html: '<p>raw</p>' }],
        ['hr', {}],
        ['gallery', {}],
      ],
      sections: [
        [1, 'h2', [[0, [], 0, 'Head']]],
        [
          1,
          'p',
          [
            [0, [0, 1], 1, 'link-em'],
            [0, [], 1, ' link'],
            [1, [], 0, 0],
            [0, [2], 1, 'bold'],
          ],
        ],
        [1, 'blockquote', [[0, [], 0, 'quoted']]],
        [3, 'ul', [[[0, [], 0, 'a']], [[0, [], 0, 'b']]]],
        [2, 'https://e.org/s.png'],
        [10, 0],
        [10, 1],
        [10, 2],
        [10, 3],
        [10, 4],
      ],
    });
    expect(out.html).toBe(
      '<h2>Head</h2>' +
        '<p><a href="https://e.org/g"><em>link-em</em> link</a><br><strong>bold</strong></p>' +
        '<blockquote><p>quoted</p></blockquote><ul><li>a</li><li>b</li></ul>' +
        '<figure><img src="https://e.org/s.png" alt=""></figure>' +
        '<figure><img src="https://e.org/c.jpg" alt="c"></figure>' +
        '<pre><code>&lt;b&gt;</code></pre><p>raw</p><hr>',
    );
    // An empty gallery shows nothing and needs no note.
    expect(out.dropped).toEqual([]);
  });

  it('renders a markdown card (its HTML is sanitized with the rest)', () => {
    const out = mobiledocToHtml({ cards: [['markdown', { markdown: 'One *a*\n\nTwo' }]], sections: [[10, 0]] });
    expect(out.html).toBe('<p>One <em>a</em></p>\n<p>Two</p>\n');
    expect(out.dropped).toEqual([]);
  });
});

describe('a post body', () => {
  it('prefers lexical, then mobiledoc, then html', () => {
    const lex = JSON.stringify({ root: { type: 'root', children: [{ type: 'paragraph', children: [t('L')] }] } });
    const mob = JSON.stringify({ sections: [[1, 'p', [[0, [], 0, 'M']]]] });
    expect(ghostBodyToHtml({ lexical: lex, mobiledoc: mob, html: '<p>H</p>' }).html).toBe('<p>L</p>');
    expect(ghostBodyToHtml({ lexical: null, mobiledoc: mob, html: '<p>H</p>' }).html).toBe('<p>M</p>');
    expect(ghostBodyToHtml({ html: '<p>H</p>' }).html).toBe('<p>H</p>');
    // Ghost before 1.0 kept the markdown beside the html: a post with only the markdown keeps its body.
    expect(ghostBodyToHtml({ html: '<p>H</p>', markdown: 'ignored' }).html).toBe('<p>H</p>');
    expect(ghostBodyToHtml({ html: null, markdown: 'Some **bold** text' }).html).toBe(
      '<p>Some <strong>bold</strong> text</p>\n',
    );
  });
});
