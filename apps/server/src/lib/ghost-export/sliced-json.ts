/**
 * Reading a large JSON file without holding the event loop: `JSON.parse` of an 80 MB export is one
 * call of most of a second. Here the outer containers (down to `SPLIT_DEPTH`: a Ghost export's
 * posts are at depth 5 in `{ db: [{ data: { posts: [...] } }] }`) are walked by a scanner that
 * gives the event loop back every slice; each value below them (a post's field, a tag, a link) is
 * decoded and handed to `JSON.parse` whole, so the result is exactly JSON.parse's. The scanner
 * works on the UTF-8 bytes (a quote or a bracket byte is never part of a multi-byte character),
 * so the file is never one huge string on the heap, whose garbage collection alone would hold
 * the loop for hundreds of milliseconds. One pass: each value's end is found by skipping its
 * strings with indexOf, then it is decoded and parsed once.
 */

/** Containers at a depth below this are walked here; deeper values go to JSON.parse. */
const SPLIT_DEPTH = 6;
/** How long a slice of work runs before the event loop gets a turn. */
const SLICE_MS = 15;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

export class JsonSyntaxError extends SyntaxError {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
  }
}

/** Where the string starting at `start` (its opening quote) ends: the index after its closing quote. */
function stringEnd(text: Buffer, start: number): number {
  let at = start + 1;
  for (;;) {
    const q = text.indexOf(QUOTE, at);
    if (q < 0) throw new JsonSyntaxError('Unterminated string in JSON', start);
    // A quote preceded by an odd number of backslashes is escaped.
    let slashes = 0;
    for (let k = q - 1; k > start && text[k] === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return q + 1;
    at = q + 1;
  }
}

/** Where the value starting at `start` ends (exclusive), without parsing it. */
function valueEnd(text: Buffer, start: number): number {
  const c = text[start]!;
  if (c === QUOTE) return stringEnd(text, start);
  if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
    let depth = 0;
    let i = start;
    const n = text.length;
    while (i < n) {
      const d = text[i]!;
      if (d === QUOTE) {
        i = stringEnd(text, i);
        continue;
      }
      if (d === OPEN_OBJECT || d === OPEN_ARRAY) depth++;
      else if (d === CLOSE_OBJECT || d === CLOSE_ARRAY) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    throw new JsonSyntaxError('Unexpected end of JSON input', n);
  }
  // A number, true, false or null: up to the next delimiter.
  let i = start;
  while (i < text.length) {
    const d = text[i]!;
    if (d === COMMA || d === CLOSE_OBJECT || d === CLOSE_ARRAY || isSpace(d)) break;
    i++;
  }
  if (i === start) throw new JsonSyntaxError(`Unexpected character ${charAt(text, start)}`, start);
  return i;
}

const charAt = (text: Buffer, at: number) => JSON.stringify(text.toString('utf8', at, at + 1));

function parseSlice(text: Buffer, start: number, end: number): unknown {
  try {
    return JSON.parse(text.toString('utf8', start, end));
  } catch (err) {
    throw new JsonSyntaxError(`${(err as Error).message.replace(/ in JSON at position \d+.*$/, '')} in a value`, start);
  }
}

interface Frame {
  value: Record<string, unknown> | unknown[];
  isArray: boolean;
  key: string | null;
  /** An array whose elements go to a sink (or are skipped) instead of into the value. */
  stream?: StreamSink | 'skip';
  /** Elements seen in a streamed array. */
  count: number;
}

/**
 * Where a streamed array's elements go, one at a time, each parsed whole; the array itself is
 * kept as an array of its length without its elements.
 */
export type StreamSink = (value: unknown, index: number) => void | Promise<void>;
/** A container's place: keys and indexes from the root, as `['db', 0, 'data', 'posts']`. */
export type JsonPath = ReadonlyArray<string | number>;

export interface SliceOptions {
  sliceMs?: number;
  /**
   * Asked for each array within the walked depth: a sink takes its elements one by one, 'skip'
   * passes over them without parsing, undefined keeps them. So a huge list is never held whole.
   */
  stream?: (path: JsonPath) => StreamSink | 'skip' | undefined;
}

/**
 * JSON.parse of the UTF-8 `input` (or of a string, for tests), in slices that give the event
 * loop back. Positions in errors are byte offsets.
 */
export async function parseJsonInSlices(
  input: Uint8Array | string,
  options: number | SliceOptions = {},
): Promise<unknown> {
  const { sliceMs = SLICE_MS, stream } = typeof options === 'number' ? { sliceMs: options } : options;
  const text =
    typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input.buffer, input.byteOffset, input.length);
  const n = text.length;
  // A byte order mark, as some editors write, is not part of the JSON.
  let i = n >= 3 && text[0] === 0xef && text[1] === 0xbb && text[2] === 0xbf ? 3 : 0;
  let since = performance.now();
  const pause = async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
  const skipSpace = () => {
    while (i < n && isSpace(text[i]!)) i++;
  };
  const stack: Frame[] = [];
  let root: unknown;
  let done = false;

  const attach = (value: unknown): void | Promise<void> => {
    const top = stack[stack.length - 1];
    if (!top) {
      root = value;
      done = true;
    } else if (top.stream) {
      if (top.stream !== 'skip') return top.stream(value, top.count++);
      top.count++;
    } else if (top.isArray) (top.value as unknown[]).push(value);
    else {
      // As JSON.parse: a later duplicate key wins; __proto__ is an own property, never the prototype.
      Object.defineProperty(top.value, top.key!, { value, writable: true, enumerable: true, configurable: true });
      top.key = null;
    }
  };

  /** After a value inside a container: a comma (then the next member) or the container's end. */
  const afterMember = (): boolean => {
    skipSpace();
    const top = stack[stack.length - 1]!;
    const c = text[i];
    if (c === COMMA) {
      i++;
      return true;
    }
    if (c === (top.isArray ? CLOSE_ARRAY : CLOSE_OBJECT)) {
      i++;
      stack.pop();
      // A streamed array is kept as an array of its length, without its elements (holes).
      void attach(top.stream ? new Array<unknown>(top.count) : top.value);
      return false;
    }
    throw new JsonSyntaxError(i >= n ? 'Unexpected end of JSON input' : `Unexpected character ${charAt(text, i)}`, i);
  };

  /**
   * Reads one member's key (in an object) and then its value, or opens a container to walk.
   * Answers 'opened', or the sink's promise when a streamed element must be awaited.
   */
  const member = (): 'opened' | void | Promise<void> => {
    skipSpace();
    const top = stack[stack.length - 1];
    if (top && !top.isArray) {
      if (text[i] !== QUOTE) throw new JsonSyntaxError('Expected a property name', i);
      const end = stringEnd(text, i);
      top.key = parseSlice(text, i, end) as string;
      i = end;
      skipSpace();
      if (text[i] !== COLON) throw new JsonSyntaxError("Expected ':' after a property name", i);
      i++;
      skipSpace();
    }
    if (i >= n) throw new JsonSyntaxError('Unexpected end of JSON input', i);
    const c = text[i];
    if ((c === OPEN_OBJECT || c === OPEN_ARRAY) && stack.length < SPLIT_DEPTH && !top?.stream) {
      const isArray = c === OPEN_ARRAY;
      const how =
        isArray && stream
          ? stream(stack.map((f) => (f.isArray ? (f.value as unknown[]).length + f.count : f.key!)))
          : undefined;
      stack.push({ value: isArray ? [] : {}, isArray, key: null, count: 0, ...(how ? { stream: how } : {}) });
      i++;
      skipSpace();
      // An empty container closes at once.
      if (text[i] === (isArray ? CLOSE_ARRAY : CLOSE_OBJECT)) {
        i++;
        const frame = stack.pop()!;
        void attach(frame.value);
        return;
      }
      return 'opened' as const;
    }
    const end = valueEnd(text, i);
    const value = top?.stream === 'skip' ? null : parseSlice(text, i, end);
    i = end;
    return attach(value);
  };

  const first = member();
  if (first instanceof Promise) await first;
  if (first === 'opened') {
    for (;;) {
      const next = member();
      if (next === 'opened') continue;
      if (next) await next;
      // Close as many containers as end here.
      while (stack.length > 0 && !afterMember()) {
        /* closed one; the loop checks the next */
      }
      if (stack.length === 0) break;
      await pause();
    }
  }
  if (!done) throw new JsonSyntaxError('Unexpected end of JSON input', i);
  skipSpace();
  if (i < n) throw new JsonSyntaxError(`Unexpected non-whitespace character after JSON`, i);
  return root;
}
