import {
  CONTENT_FIELDS,
  ContentFieldsSchema,
  isListField,
  type ContentField,
  type ContentFields,
  type ContentFieldsInput,
} from '@aatd/contract';

/**
 * The editor form holds every field as text: '' is empty, the open-access choice 'true' | 'false',
 * a list (a module's PDFs, figures, readings…) its entries as JSON, so the form compares, keeps and
 * restores every field the same way.
 */
export type ContentFormValues = Record<ContentField, string>;

/** A calendar day at noon UTC, so the date reads the same in every time zone members are in. */
const dayToIso = (day: string) => `${day}T12:00:00.000Z`;

function toText(field: ContentField, v: unknown): string {
  if (isListField(field)) return JSON.stringify(Array.isArray(v) ? v : []);
  if (v === null || v === undefined) return '';
  return field === 'publishedAt' ? String(v).slice(0, 10) : String(v);
}

export function toFormValues(fields: ContentFields): ContentFormValues {
  const values = {} as ContentFormValues;
  for (const f of CONTENT_FIELDS) values[f] = toText(f, fields[f]);
  return values;
}

/** The entries of a list field's form value ([] when it holds none). */
export function listEntries<T>(value: string): T[] {
  try {
    const parsed: unknown = JSON.parse(value || '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** What the server is sent: the form's text as the contract's fields (it trims and empties on its side too). */
export function toFieldsInput(values: ContentFormValues): ContentFieldsInput {
  const lists = Object.fromEntries(CONTENT_FIELDS.filter(isListField).map((f) => [f, listEntries(values[f])]));
  return {
    ...values,
    ...lists,
    newsGroup: values.newsGroup || null,
    educationCategory: values.educationCategory || null,
    accessStatus: values.accessStatus === '' ? null : values.accessStatus === 'true',
    // "12,4" as some locales write it; anything not a number stays NaN, which the contract refuses.
    impactFactor: values.impactFactor.trim() === '' ? null : Number(values.impactFactor.trim().replace(',', '.')),
    publishedAt: values.publishedAt ? dayToIso(values.publishedAt) : null,
  } as unknown as ContentFieldsInput;
}

/**
 * The contract's checks of each value's form (an address, a date), as field → message, before
 * sending; a list entry's problem names the entry ("Entry 2: …").
 */
export function fieldErrors(values: ContentFormValues): Partial<Record<ContentField, string>> {
  const parsed = ContentFieldsSchema.safeParse(toFieldsInput(values));
  if (parsed.success) return {};
  const errors: Partial<Record<ContentField, string>> = {};
  for (const issue of parsed.error.issues) {
    const [field, entry] = issue.path as [ContentField | undefined, unknown];
    if (!field || errors[field]) continue;
    errors[field] = typeof entry === 'number' ? `Entry ${entry + 1}: ${issue.message}` : issue.message;
  }
  return errors;
}
