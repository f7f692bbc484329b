import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  CommonErrorCodes,
  LOCALES,
  LOGIN_ERROR_MESSAGES,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_ERROR_MESSAGES,
} from '@aatd/contract';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';

/**
 * The catalogues are complete and all in use: every key in every language, valid ICU with the same
 * arguments and markup in each, each key used by the code, and each key the code asks for present.
 */
const CATALOGUES: Record<string, Record<string, string>> = { en, de, ar };
const WEB_SRC = path.resolve(import.meta.dirname, '..');
const SERVER_SRC = path.resolve(import.meta.dirname, '../../../server/src');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
const webCode = sourceFiles(WEB_SRC)
  .map((f) => fs.readFileSync(f, 'utf8'))
  .join('\n');

/** The argument names and tags of a message, sorted: what every translation must keep. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
    if (el.type === TYPE.tag) placeholders(el.children, into);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    }
  }
  return into;
}

/**
 * Keys the code builds from an error code (`errors.login.${code}`): each family, the template
 * the code must hold, and the codes it can be asked for.
 */
const serverCodes = new Set(
  sourceFiles(SERVER_SRC).flatMap((f) =>
    [...fs.readFileSync(f, 'utf8').matchAll(/new AppError\(\s*\d{3},\s*'(\w+)'/g)].map((m) => m[1]!),
  ),
);
const FAMILIES: Array<{ prefix: string; codes: ReadonlySet<string> }> = [
  { prefix: 'errors.login.', codes: new Set(Object.keys(LOGIN_ERROR_MESSAGES)) },
  { prefix: 'errors.register.', codes: new Set(Object.keys(REGISTRATION_ERROR_MESSAGES)) },
  {
    prefix: 'errors.api.',
    // The platform's codes, the features' own, and the browser's own for an unreachable server.
    codes: new Set([...Object.values(CommonErrorCodes), ...serverCodes, 'network']),
  },
  { prefix: 'errors.status.', codes: new Set(['403', '404', '413', '429']) },
];

describe('the message catalogues', () => {
  it('have every key in every language', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
    const keys = Object.keys(en).sort();
    for (const [locale, messages] of Object.entries(CATALOGUES)) {
      expect(Object.keys(messages).sort(), `${locale} has exactly the English keys`).toEqual(keys);
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('are valid ICU, with the arguments and markup of the English in each language', () => {
    for (const [key, source] of Object.entries(en)) {
      const wanted = [...placeholders(parse(source))].sort();
      for (const [locale, messages] of Object.entries(CATALOGUES)) {
        let elements: MessageFormatElement[] = [];
        expect(() => (elements = parse(messages[key]!)), `${locale} ${key} parses`).not.toThrow();
        expect([...placeholders(elements)].sort(), `${locale} ${key} keeps its arguments`).toEqual(wanted);
      }
    }
  });

  it('hold only keys the code uses', () => {
    for (const family of FAMILIES) {
      expect(webCode, `the code builds ${family.prefix}<code>`).toContain(`\`${family.prefix}\${`);
    }
    const unused = Object.keys(en).filter((key) => {
      if (webCode.includes(`'${key}'`)) return false;
      const family = FAMILIES.find((f) => key.startsWith(f.prefix));
      return !family?.codes.has(key.slice(family.prefix.length));
    });
    expect(unused).toEqual([]);
  });

  it('have every key the code asks for', () => {
    const asked = [...webCode.matchAll(/\b(?:t|translate|translateRich|hasMessage)\(\s*'([a-z][\w.]+)'/g)].map(
      (m) => m[1]!,
    );
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter((key) => !(key in en))).toEqual([]);
  });

  it("keep the spec's English for the error codes the web shows by form", () => {
    for (const [code, text] of Object.entries(LOGIN_ERROR_MESSAGES)) {
      expect(en[`errors.login.${code}` as keyof typeof en]).toBe(text);
    }
    for (const [code, text] of Object.entries(REGISTRATION_ERROR_MESSAGES)) {
      expect(en[`errors.register.${code}` as keyof typeof en]).toBe(text);
    }
    expect(en['errors.register.fallback']).toBe(REGISTRATION_ERROR_FALLBACK);
  });
});
