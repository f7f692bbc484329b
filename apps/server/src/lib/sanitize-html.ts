// Article HTML is sanitized when it is written (and again by DOMPurify when the web
// app renders it): editors paste markup from other tools, and anything beyond
// plain article structure is either a layout risk or an attack.
import sanitizeHtml from 'sanitize-html';
import { EMBEDDABLE_VIDEO_HOSTS } from '@aatd/contract';

const NUMERIC = /^\d{1,5}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'sub',
    'sup', // FEV<sub>1</sub>
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    // Video players of the hosts members' pages may frame (EMBEDDABLE_VIDEO_HOSTS), nothing else.
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
  },
  allowedIframeHostnames: [...EMBEDDABLE_VIDEO_HOSTS],
  // Links may point to web pages and mail addresses; images load over https or from
  // this site (relative URLs), never over http, data: or a protocol-relative URL.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Article headings start below the page's own h1.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Every link opens in a new tab without giving the target page a handle on ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
    img: (tagName, attribs) => {
      const { width, height, ...rest } = attribs;
      const size = {
        ...(width !== undefined && NUMERIC.test(width) ? { width } : {}),
        ...(height !== undefined && NUMERIC.test(height) ? { height } : {}),
      };
      return { tagName, attribs: { ...rest, ...size } };
    },
  },
  // An image or player whose source was refused would only leave an empty box.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
