import { z } from 'zod';
import { COUNTRY_CODES, SeniorityCodeSchema, SpecialityCodeSchema, TITLES } from './enums.js';

export const EMAIL_REQUIRED = 'Email is Required';

/**
 * An e-mail field: trimmed and lower-cased so one address is one account whatever the casing,
 * then required, then well-formed (the wording of "invalid" differs between forms in the spec).
 */
export const emailSchema = (invalidMessage: string) =>
  z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, EMAIL_REQUIRED)
    .pipe(z.email({ error: invalidMessage }));

/** Required text; trimmed so a field of spaces counts as empty. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const optionalText = z.string().trim().optional();
/** An optional select: '' is the "Select..." placeholder and means not given. */
const optionalCode = <T extends z.ZodEnum>(schema: T) => z.union([schema, z.literal('')]).optional();

/**
 * The personal fields registration and Edit Profile share, with the spec's messages. Selects carry
 * codes (sen12, spec58, US); the readable names come from enums.ts, so a renamed label never
 * changes stored data.
 */
export const memberFields = {
  title: z.enum(TITLES, { error: 'Title is required' }),
  firstName: requiredText('First Name is required'),
  lastName: requiredText('Last Name is required'),
  region: z.enum(COUNTRY_CODES, { error: 'Region is required' }),
  organisation: optionalText,
  seniority: optionalCode(SeniorityCodeSchema),
  speciality: optionalCode(SpecialityCodeSchema),
  professionalNumber: optionalText,
};
