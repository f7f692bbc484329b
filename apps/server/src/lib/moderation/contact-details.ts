// Contact details, one kind of personal branding: e-mail addresses (also written
// as "name [at] host [dot] com") and phone numbers.
import { findSpans, type Span } from './text.js';

// Every pattern starts at the beginning of a run of address characters: without
// the guard, a long run with no "@" would be rescanned from each of its positions.
const LOCAL = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+`;
const EMAIL = new RegExp(String.raw`${LOCAL}@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`, 'gu');
const BRACKETED_AT = String.raw`\s*(?:\[at\]|\(at\)|\{at\}|<at>)\s*`;
const ANY_DOT = String.raw`\s*(?:\[dot\]|\(dot\)|\{dot\}|<dot>|\.|(?<=\s)dot(?=\s))\s*`;
const OBFUSCATED_EMAILS = [
  // jane [at] example.com, jane (at) example (dot) com
  new RegExp(String.raw`${LOCAL}${BRACKETED_AT}[\p{L}\p{N}-]+(?:${ANY_DOT}[\p{L}\p{N}-]+)+`, 'giu'),
  // jane at example dot com: a plain "at" only counts together with a spelled "dot"
  new RegExp(String.raw`${LOCAL}\s+at\s+[\p{L}\p{N}-]+(?:\s+dot\s+[\p{L}\p{N}-]+)+`, 'giu'),
];

export function findEmails(text: string): Span[] {
  return [EMAIL, ...OBFUSCATED_EMAILS].flatMap((pattern) => findSpans(text, pattern));
}

// A run of digits joined by spaces, dots, dashes, slashes or parentheses,
// optionally starting with + (country code).
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}.,/+-])\+?[(\d][\d ()./-]*\d(?![\p{L}\p{N}])/gu;
const REFERENCE_BEFORE =
  /(?:pmid|pmcid|doi|isbn|issn|nct|eudract|ctis|isrctn|drks|ref\.?|no\.?|nr\.?|lot|batch|charge|ch\.-?b\.?|id|mrn|case|fall)\s*[:#]?\s*$/i;
// A value with its unit is a measurement ("120 115 118 mg/dL", "3 4 5 %"), never a phone number.
const UNIT_AFTER =
  /^\s*(?:%|‰|°|x\s*10|(?:mg|µg|ug|mcg|ng|pg|g|kg|mmol|µmol|umol|nmol|mol|mosm|ml|dl|l|iu|ie|u|units?|einheiten|mmhg|kpa|bpm|cells?|zellen|mm|cm|m|min|h|hrs?|hours?|days?|tage?n?|weeks?|wochen|months?|monate?n?|years?|jahre?n?|yrs?|pack[- ]?years?|py)(?![\p{L}]))/iu;
const DATE = /^\d{1,4}([./-])\d{1,2}\1\d{1,4}$/;
const DOTTED_THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;
const YEAR = /^(?:19|20)\d\d$/;

/**
 * A phone number has 7 to 15 digits (E.164 allows 15). Clinical text is full of
 * numbers, so runs that read as something else are not phone numbers: dates,
 * years (2019-2023), decimals and ranges (11.2-13.5, where a group after the first
 * has one digit), ranges (1 in 2000-5000), lists of small numbers (12 15 18 22),
 * thousands (1.000.000) and literature or trial references (PMID 12345678). A
 * number written with +, 00, a leading 0 or an area code in parentheses is dialled,
 * so those keep counting as phone numbers. Lot and batch numbers, record numbers, a number
 * followed by its unit and series of readings (three or more groups of up to three digits) are
 * not phone numbers either.
 */
function isPhoneNumber(candidate: string, before: string, after: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) {
    return false;
  }
  const value = candidate.trim();
  const groups = value.split(/\D+/).filter(Boolean);
  const dialled = /^(?:\+|0|\()/.test(value);
  if (DATE.test(value) || DOTTED_THOUSANDS.test(value) || REFERENCE_BEFORE.test(before) || UNIT_AFTER.test(after)) {
    return false;
  }
  if (groups.every((group) => YEAR.test(group))) {
    return false;
  }
  if (groups.slice(1).some((group) => group.length === 1)) {
    return false;
  }
  const range = groups.length === 2;
  const smallNumberList = groups.length > 1 && groups.every((group) => group.length <= 2);
  // A series of readings ("AAT 112 98 105 120") has short groups, none with a leading zero;
  // written phone numbers have a group of four or more digits or are dialled.
  const readings = groups.length >= 3 && groups.every((group) => group.length <= 3 && !group.startsWith('0'));
  return dialled || !(range || smallNumberList || readings);
}

export function findPhoneNumbers(text: string): Span[] {
  return Array.from(text.matchAll(PHONE_CANDIDATE))
    .filter((m) =>
      isPhoneNumber(
        m[0],
        text.slice(Math.max(0, m.index - 12), m.index),
        text.slice(m.index + m[0].length, m.index + m[0].length + 16),
      ),
    )
    .map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
