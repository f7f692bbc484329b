import { describe, expect, it } from 'vitest';
import { largeGhostExport } from '../../test/ghost-versions.js';
import { parseJsonInSlices } from './sliced-json.js';

describe('parseJsonInSlices', () => {
  it.each([
    ['a number', '42'],
    ['a string', '"a \\"quoted\\" \\\\ text \\u00e9"'],
    ['null', 'null'],
    ['an empty object', '{}'],
    ['an empty array', ' [ ] '],
    ['nesting deeper than it walks', '{"a":[{"b":{"c":[{"d":{"e":[1,[2,[3,{"f":"g"}]]]}}]}}]}'],
    ['strings with brackets, escapes and quotes', '{"x":"}]\\\\","y":["\\"[{","\\\\\\""],"z":{"w":"\\\\"}}'],
    ['numbers, booleans and empty members', '{"n":-1.5e3,"t":true,"f":false,"z":null,"e":[],"o":{}, "s" : "" }'],
    ['unicode beyond the BMP', '{"emoji":"👋 💡","k😀":"v"}'],
    ['whitespace everywhere', ' \n{ "a" :\t[ 1 ,\r\n 2 ] , "b" : { } }\n'],
    ['a duplicate key (the last wins)', '{"a":1,"a":2}'],
  ])('reads %s exactly as JSON.parse', async (_, text) => {
    expect(await parseJsonInSlices(text)).toEqual(JSON.parse(text));
  });

  it('keeps __proto__ as an own key, as JSON.parse does', async () => {
    const parsed = (await parseJsonInSlices('{"__proto__":{"polluted":true},"a":{"__proto__":1}}')) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['an unterminated string', '{"a":"b', /Unterminated string/],
    ['a trailing comma in an array', '[1,2,]', /Unexpected character "]"/],
    ['a trailing comma in an object', '{"a":1,}', /Expected a property name/],
    ['a missing colon', '{"a" 1}', /Expected ':'/],
    ['text after the value', '{"a":1} x', /after JSON/],
    ['a bad value inside a post', '{"db":[{"data":{"posts":[{"a":tru}]}}]}', /in a value at position/],
    ['an unclosed container', '{"a":[1,2', /end of JSON input/],
    ['nothing', '   ', /end of JSON input/],
  ])('refuses %s with where it is', async (_, text, message) => {
    await expect(parseJsonInSlices(text)).rejects.toThrow(message);
  });

  it('gives the event loop back while it reads a large export, and reads it whole', async () => {
    const file = largeGhostExport(5_000);
    const text = JSON.stringify(file);
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    const parsed = await parseJsonInSlices(text, 5);
    clearInterval(timer);
    expect(parsed).toEqual(file);
    // Other work ran while it read (a single JSON.parse would give none).
    expect(turns).toBeGreaterThan(1);
  }, 60_000);
});

describe('parseJsonInSlices on bytes', () => {
  it('reads UTF-8 with multi-byte characters and a byte order mark as JSON.parse reads the text', async () => {
    const value = { title: 'é — 👋 “quoted”', list: ['ß', { 'k€y': '\u2028' }] };
    const bytes = new TextEncoder().encode(`\uFEFF${JSON.stringify(value)}`);
    expect(await parseJsonInSlices(bytes)).toEqual(value);
  });

  it('names the byte where a value is broken', async () => {
    await expect(parseJsonInSlices(new TextEncoder().encode('{"é":[1,2,}'))).rejects.toThrow(
      /Unexpected character "}" at position 11/,
    );
  });
});

describe('parseJsonInSlices with streamed lists', () => {
  it('hands a streamed list its elements one by one, skips another, and keeps both as their length', async () => {
    const seen: unknown[] = [];
    const text = '{"db":[{"data":{"posts":[{"id":1},{"id":2}],"meta":[1,2,3],"tags":[{"x":1}]}}]}';
    const parsed = (await parseJsonInSlices(text, {
      stream: (path) =>
        path.join('.') === 'db.0.data.posts'
          ? (v, i) => void seen.push([i, v])
          : path.join('.') === 'db.0.data.meta'
            ? 'skip'
            : undefined,
    })) as { db: Array<{ data: Record<string, unknown[]> }> };
    expect(seen).toEqual([
      [0, { id: 1 }],
      [1, { id: 2 }],
    ]);
    expect(parsed.db[0]!.data.posts).toHaveLength(2);
    expect(parsed.db[0]!.data.meta).toHaveLength(3);
    expect(parsed.db[0]!.data.meta![0]).toBeUndefined();
    expect(parsed.db[0]!.data.tags).toEqual([{ x: 1 }]);
  });
});
