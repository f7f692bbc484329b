import { Marked } from 'marked';

/**
 * Ghost post bodies to HTML (import). Ghost stores a body as `lexical` (Ghost 5+),
 * `mobiledoc` (Ghost 1-4) or plain `html`. The converters cover the common nodes (paragraphs,
 * headings, lists, links, quotes, images, code, rules, HTML cards); anything else is named in
 * `dropped`, so the import report says what an editor must redo. The result is sanitized later
 * by the same code as a console save.
 */

export interface ConvertedBody {
  html: string;
  /** Node or card types left out, e.g. "lexical node callout". */
  dropped: string[];
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function figure(src: string, alt: string, caption: string): string {
  if (!src) return '';
  const img = `<img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}">`;
  // Ghost captions are HTML already (links, emphasis): kept as they are, sanitized later.
  return caption ? `<figure>${img}<figcaption>${caption}</figcaption></figure>` : `<figure>${img}</figure>`;
}

const codeBlock = (code: string) => `<pre><code>${escapeText(code)}</code></pre>`;

const BLOCK_START = /^\s*<(?:p|h[1-6]|ul|ol|blockquote|figure|table)\b/i;
/** Ghost 5 captions and callout texts are HTML that may already be a paragraph: never nested in another. */
const asBlock = (html: string) => (!html.trim() ? '' : BLOCK_START.test(html) ? html : `<p>${html}</p>`);
/** `prefix` (escaped text) at the start of the block's text, inside its first paragraph when it has one. */
const prefixed = (prefix: string, html: string) =>
  /^\s*<p\b[^>]*>/i.test(html)
    ? html.replace(/^\s*<p\b[^>]*>/i, (open) => `${open}${prefix}`)
    : `<p>${prefix}${html}</p>`;
const link = (url: string, text: string) => `<a href="${escapeAttr(url)}">${escapeText(text || url)}</a>`;

/** A YouTube or Vimeo page address as the player address members' pages may frame, else null. */
export function videoPlayerUrl(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const id = (v: string | null | undefined) => (v && /^[\w-]{6,20}$/.test(v) ? v : null);
  let video: string | null = null;
  if (host === 'youtu.be') video = id(u.pathname.slice(1));
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    video =
      u.pathname === '/watch'
        ? id(u.searchParams.get('v'))
        : id(/^\/(?:embed|shorts|live)\/([^/]+)/.exec(u.pathname)?.[1]);
  }
  if (video) return `https://www.youtube-nocookie.com/embed/${video}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = /(\d{5,12})/.exec(u.pathname)?.[1];
    if (v) return `https://player.vimeo.com/video/${v}`;
  }
  return null;
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Ghost's cards, the same in mobiledoc (card name and payload) and lexical (node type and node):
 * each becomes article HTML (sanitized later like a console save) or is left out with a note.
 */
function renderCard(name: string, p: Json, dropped: Set<string>): string {
  switch (name) {
    case 'image':
      return figure(str(p.src), str(p.alt), str(p.caption));
    case 'gallery': {
      const images = Array.isArray(p.images) ? p.images.filter(isObject) : [];
      const figures = images.map((i) => figure(str(i.src), str(i.alt), str(i.caption))).join('');
      return `${figures}${asBlock(str(p.caption))}`;
    }
    case 'bookmark': {
      const meta = isObject(p.metadata) ? p.metadata : {};
      const url = str(p.url);
      if (!url) return '';
      const about = [str(meta.description), str(meta.publisher) || str(meta.author)].filter(Boolean);
      const lines = [`<strong>${link(url, str(meta.title))}</strong>`, ...about.map(escapeText)];
      return `<blockquote><p>${lines.join('<br>')}</p></blockquote>${asBlock(str(p.caption))}`;
    }
    case 'embed':
    case 'video-embed': {
      const url = str(p.url);
      const player = url ? videoPlayerUrl(url) : null;
      const title = isObject(p.metadata) ? str(p.metadata.title) : '';
      if (player) {
        return `<iframe src="${escapeAttr(player)}" title="${escapeAttr(title || 'Video')}" allowfullscreen loading="lazy"></iframe>`;
      }
      // Other embeds run the provider's script, which articles never do: a link to it instead.
      if (url) {
        dropped.add(`an embed of ${new URL(url, 'https://x.invalid').hostname} (kept as a link)`);
        return `<p>${link(url, title)}</p>`;
      }
      dropped.add('an embed without an address');
      return '';
    }
    case 'callout': {
      const emoji = str(p.calloutEmoji);
      return `<blockquote>${prefixed(emoji ? `${escapeText(emoji)} ` : '', str(p.calloutText))}</blockquote>`;
    }
    case 'toggle':
      // No disclosure widget in articles: the heading and its text are shown open.
      return `<h3>${str(p.heading).replace(/<\/?p>/g, '')}</h3>${str(p.content)}`;
    case 'button': {
      const url = str(p.buttonUrl);
      return url ? `<p><strong>${link(url, str(p.buttonText))}</strong></p>` : '';
    }
    case 'file': {
      const src = str(p.src);
      if (!src) return '';
      dropped.add(`the file "${str(p.fileName) || src}" (a link to it; upload it to the media library)`);
      const text = str(p.fileTitle) || str(p.fileName) || 'Download';
      return `<p>${link(src, text)}${str(p.fileCaption) ? ` — ${escapeText(str(p.fileCaption))}` : ''}</p>`;
    }
    case 'markdown':
    case 'card-markdown':
      // Rendered, then sanitized with the rest: a <script> in it is removed, never shown as text.
      return markdown.parse(str(p.markdown)) as string;
    case 'html':
      return str(p.html);
    case 'code':
    case 'codeblock':
      return `${codeBlock(str(p.code))}${asBlock(str(p.caption))}`;
    case 'hr':
    case 'horizontalrule':
      return '<hr>';
    case 'paywall':
      dropped.add('the paywall marker (everything here is for members already)');
      return '';
    case 'header': {
      const header = str(p.header) || str(p.heading);
      const sub = str(p.subheader) || str(p.subheading);
      return `${header ? `<h2>${header}</h2>` : ''}${sub ? `<p>${sub}</p>` : ''}`;
    }
    default:
      dropped.add(`the ${name || 'unnamed'} card`);
      return '';
  }
}

// --- lexical --------------------------------------------------------------------------------------

// Lexical's text format bits, innermost first when wrapping.
const TEXT_FORMATS: Array<[number, string]> = [
  [16, 'code'],
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [32, 'sub'],
  [64, 'sup'],
];

const HEADING = /^h[1-6]$/;

/** A lexical JSON document (the string Ghost stores, or its parsed form) to HTML. */
export function lexicalToHtml(source: string | Json): ConvertedBody {
  const doc = typeof source === 'string' ? (JSON.parse(source) as unknown) : source;
  const dropped = new Set<string>();
  const root = isObject(doc) && isObject(doc.root) ? doc.root : null;
  if (!root) throw new Error('The lexical body has no root node.');

  const children = (node: Json): string =>
    Array.isArray(node.children) ? node.children.map((c) => render(c)).join('') : '';

  function render(node: unknown): string {
    if (!isObject(node)) return '';
    const type = str(node.type);
    switch (type) {
      case 'root':
        return children(node);
      case 'text':
      case 'extended-text': {
        let out = escapeText(str(node.text));
        const format = typeof node.format === 'number' ? node.format : 0;
        for (const [bit, tag] of TEXT_FORMATS) if (format & bit) out = `<${tag}>${out}</${tag}>`;
        return out;
      }
      case 'linebreak':
        return '<br>';
      case 'tab':
        return ' ';
      case 'paragraph':
      case 'extended-paragraph':
        return `<p>${children(node)}</p>`;
      case 'heading':
      case 'extended-heading': {
        const tag = HEADING.test(str(node.tag)) ? str(node.tag) : 'h2';
        return `<${tag}>${children(node)}</${tag}>`;
      }
      case 'quote':
      case 'extended-quote':
      case 'aside':
        return `<blockquote><p>${children(node)}</p></blockquote>`;
      case 'list': {
        const tag = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul';
        return `<${tag}>${children(node)}</${tag}>`;
      }
      case 'listitem':
        return `<li>${children(node)}</li>`;
      case 'link':
      case 'autolink':
        return `<a href="${escapeAttr(str(node.url))}">${children(node)}</a>`;
      case 'code':
        // Lexical's own code node holds text children; its line breaks are linebreak nodes.
        return `<pre><code>${children(node).replace(/<br>/g, '\n')}</code></pre>`;
      default:
        return renderCard(type, node, dropped);
    }
  }

  return { html: render(root), dropped: [...dropped] };
}

// --- mobiledoc ------------------------------------------------------------------------------------

const MARKUP_SECTION_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'aside']);
const MARKUP_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'code', 'sub', 'sup']);

/** A mobiledoc document (0.3.x, the string Ghost stores or its parsed form) to HTML. */
export function mobiledocToHtml(source: string | Json): ConvertedBody {
  const doc = typeof source === 'string' ? (JSON.parse(source) as unknown) : source;
  if (!isObject(doc) || !Array.isArray(doc.sections)) throw new Error('The mobiledoc body has no sections.');
  const dropped = new Set<string>();
  const markups = Array.isArray(doc.markups) ? (doc.markups as unknown[]) : [];
  const atoms = Array.isArray(doc.atoms) ? (doc.atoms as unknown[]) : [];
  const cards = Array.isArray(doc.cards) ? (doc.cards as unknown[]) : [];

  function openTag(index: unknown): string {
    const markup = typeof index === 'number' ? markups[index] : undefined;
    if (!Array.isArray(markup)) return '';
    const tag = str(markup[0]).toLowerCase();
    if (!MARKUP_TAGS.has(tag)) {
      dropped.add(`mobiledoc markup ${tag || '(none)'}`);
      return '';
    }
    if (tag === 'a') {
      const attrs = Array.isArray(markup[1]) ? (markup[1] as unknown[]) : [];
      const at = attrs.indexOf('href');
      return `<a href="${escapeAttr(at >= 0 ? str(attrs[at + 1]) : '')}">`;
    }
    return `<${tag}>`;
  }
  const closeOf = (open: string) => (open ? `</${/^<(\w+)/.exec(open)![1]}>` : '');

  /** Markers: [type (0 text, 1 atom), opened markup indexes, number closed, value]. */
  function markers(list: unknown): string {
    if (!Array.isArray(list)) return '';
    const stack: string[] = [];
    let out = '';
    for (const m of list) {
      if (!Array.isArray(m)) continue;
      const [type, opened, closed, value] = m as [unknown, unknown, unknown, unknown];
      for (const i of Array.isArray(opened) ? opened : []) {
        const open = openTag(i);
        stack.push(open);
        out += open;
      }
      if (type === 1) {
        const atom = typeof value === 'number' ? atoms[value] : undefined;
        const name = Array.isArray(atom) ? str(atom[0]) : '';
        if (name === 'soft-return') out += '<br>';
        else if (Array.isArray(atom)) out += escapeText(str(atom[1]));
        if (name && name !== 'soft-return') dropped.add(`mobiledoc atom ${name} (kept as text)`);
      } else {
        out += escapeText(str(value));
      }
      for (let n = typeof closed === 'number' ? closed : 0; n > 0 && stack.length > 0; n--) {
        out += closeOf(stack.pop()!);
      }
    }
    while (stack.length > 0) out += closeOf(stack.pop()!);
    return out;
  }

  function card(index: unknown): string {
    const entry = typeof index === 'number' ? cards[index] : undefined;
    if (!Array.isArray(entry)) return '';
    const name = str(entry[0]);
    const payload = isObject(entry[1]) ? entry[1] : {};
    return renderCard(name, payload, dropped);
  }

  const html = (doc.sections as unknown[])
    .map((section) => {
      if (!Array.isArray(section)) return '';
      const [type, a, b] = section as [unknown, unknown, unknown];
      if (type === 1) {
        const tag = str(a).toLowerCase();
        const inner = markers(b);
        if (tag === 'blockquote' || tag === 'aside') return `<blockquote><p>${inner}</p></blockquote>`;
        return MARKUP_SECTION_TAGS.has(tag) ? `<${tag}>${inner}</${tag}>` : `<p>${inner}</p>`;
      }
      if (type === 2) return figure(str(a), '', '');
      if (type === 3) {
        const tag = str(a).toLowerCase() === 'ol' ? 'ol' : 'ul';
        const items = Array.isArray(b) ? b : [];
        return `<${tag}>${items.map((item) => `<li>${markers(item)}</li>`).join('')}</${tag}>`;
      }
      if (type === 10) return card(a);
      dropped.add(`mobiledoc section type ${String(type)}`);
      return '';
    })
    .join('');
  return { html, dropped: [...dropped] };
}

/**
 * What articles cannot show, made into what they can: a code block (articles have no code style;
 * the sanitizer would leave its bare text between paragraphs) becomes a paragraph keeping its
 * lines, and empty paragraphs (left by an image taken out, or an empty mobiledoc section) go.
 */
export function articleBlocks(html: string): string {
  return html
    .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi, (_, inner: string) => {
      const text = inner.replace(/<\/?code\b[^>]*>/gi, '').replace(/\r?\n/g, '<br>');
      return `<p>${text}</p>`;
    })
    .replace(/<p\b[^>]*>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, '');
}

/**
 * A post's body from whichever source it has: lexical, else mobiledoc, else its html, else (Ghost
 * before 1.0, whose posts kept their markdown beside the html) its markdown rendered.
 */
export function ghostBodyToHtml(post: {
  lexical?: unknown;
  mobiledoc?: unknown;
  html?: unknown;
  markdown?: unknown;
}): ConvertedBody {
  if (typeof post.lexical === 'string' && post.lexical.trim()) return lexicalToHtml(post.lexical);
  if (typeof post.mobiledoc === 'string' && post.mobiledoc.trim()) return mobiledocToHtml(post.mobiledoc);
  if (typeof post.html === 'string' && post.html.trim()) return { html: post.html, dropped: [] };
  if (typeof post.markdown === 'string' && post.markdown.trim()) {
    return { html: markdown.parse(post.markdown) as string, dropped: [] };
  }
  return { html: '', dropped: [] };
}
