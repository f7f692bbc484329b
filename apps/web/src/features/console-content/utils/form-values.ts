import {
  CONTENT_FIELDS,
  ContentFieldsSchema,
  type ContentField,
  type ContentFields,
  type ContentFieldsInput,
} from '@aatd/contract';

/** The editor form holds every field as text: '' is empty, the open-access choice 'true' | 'false'. */
export type ContentFormValues = Record<ContentField, string>;

/** A calendar day at noon UTC, so the date reads the same in every time zone members are in. */
const dayToIso = (day: string) => `${day}T12:00:00.000Z`;

export function toFormValues(fields: ContentFields): ContentFormValues {
  const values = {} as ContentFormValues;
  for (const f of CONTENT_FIELDS) {
    const v = fields[f];
    values[f] = v === null || v === undefined ? '' : f === 'publishedAt' ? String(v).slice(0, 10) : String(v);
  }
  return values;
}

/** What the server is sent: the form's text as the contract's fields (it trims and empties on its side too). */
export function toFieldsInput(values: ContentFormValues): ContentFieldsInput {
  return {
    ...values,
    newsGroup: values.newsGroup || null,
    educationCategory: values.educationCategory || null,
    accessStatus: values.accessStatus === '' ? null : values.accessStatus === 'true',
    publishedAt: values.publishedAt ? dayToIso(values.publishedAt) : null,
  } as ContentFieldsInput;
}

/** The contract's checks of each value's form (an address, a date), as field → message, before sending. */
export function fieldErrors(values: ContentFormValues): Partial<Record<ContentField, string>> {
  const parsed = ContentFieldsSchema.safeParse(toFieldsInput(values));
  if (parsed.success) return {};
  const errors: Partial<Record<ContentField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContentField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
