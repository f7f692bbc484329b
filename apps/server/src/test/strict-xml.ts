/** An element of a parsed XML document: its name, attributes, children and text. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  if (/</.test(raw)) throw new Error(`"<" in text or attribute at ${where}`);
  return raw.replace(/&([^;]*);|&/g, (m, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`bare "&" at ${where}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const code = /^#x([0-9a-f]+)$/i.exec(ref) ?? /^#(\d+)$/.exec(ref);
    if (code) return String.fromCodePoint(parseInt(code[1]!, ref.startsWith('#x') ? 16 : 10));
    throw new Error(`unknown entity &${ref}; at ${where}`);
  });
}

/**
 * A strict parser of well-formed XML 1.0 without a DTD (what the product writes): one root, every
 * tag closed in order, attributes quoted and unique, only the predefined entities. Throws on the
 * first fault, so a test that parses a document proves it is well formed.
 */
export function parseStrictXml(xml: string): XmlElement {
  let i = 0;
  const decl = /^<\?xml[^?]*\?>\s*/.exec(xml);
  if (decl) i = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < xml.length) {
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i);
      if (end < 0) throw new Error('unclosed comment');
      i = end + 3;
    } else if (xml.startsWith('</', i)) {
      const m = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(xml.slice(i));
      const open = stack.pop();
      if (!m || !open || open.name !== m[1]) throw new Error(`mismatched closing tag at ${i}`);
      i += m[0].length;
    } else if (xml[i] === '<') {
      const name = NAME.exec(xml.slice(i + 1))?.[0];
      if (!name) throw new Error(`bad tag at ${i}`);
      i += 1 + name.length;
      const el: XmlElement = { name, attrs: {}, children: [], text: '' };
      for (;;) {
        const ws = /^\s*/.exec(xml.slice(i))![0];
        i += ws.length;
        if (xml.startsWith('/>', i) || xml[i] === '>') break;
        const attr = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(xml.slice(i));
        if (!attr || ws.length === 0) throw new Error(`bad attribute at ${i}`);
        if (attr[1]! in el.attrs) throw new Error(`duplicate attribute ${attr[1]} at ${i}`);
        el.attrs[attr[1]!] = decode(attr[3] ?? attr[4] ?? '', i);
        i += attr[0].length;
      }
      if (stack.length === 0) {
        if (root) throw new Error('more than one root element');
        root = el;
      } else stack[stack.length - 1]!.children.push(el);
      if (xml.startsWith('/>', i)) i += 2;
      else {
        i += 1;
        stack.push(el);
      }
    } else {
      const next = xml.indexOf('<', i);
      const raw = xml.slice(i, next < 0 ? xml.length : next);
      if (stack.length === 0) {
        if (raw.trim()) throw new Error(`text outside the root at ${i}`);
      } else stack[stack.length - 1]!.text += decode(raw, i);
      i += raw.length;
    }
  }
  if (stack.length > 0 || !root) throw new Error('unclosed element or no root');
  return root;
}

/** Every element named `name` under `el` (depth first). */
export const findAll = (el: XmlElement, name: string): XmlElement[] => [
  ...(el.name === name ? [el] : []),
  ...el.children.flatMap((c) => findAll(c, name)),
];
