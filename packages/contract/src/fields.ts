import { z } from 'zod';
import { COUNTRY_CODES, SeniorityCodeSchema, SpecialityCodeSchema, TITLES } from './enums.js';

export const EMAIL_REQUIRED = 'Email is Required';

export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters (such as NUL) from this text';

// C0 controls and DEL are invisible, break logs and mails, and PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROLS = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- as above, but tab, LF and CR are allowed
const NO_CONTROLS_BUT_LINE_BREAKS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

type StringParams = Parameters<typeof z.string>[0];

/**
 * The text types of every request field. line(): one line, no control characters. text(): multi-line
 * (messages, comments), tab and line breaks allowed. Both trim, then refuse with one clear message.
 */
export const line = (params?: StringParams) => z.string(params).trim().regex(NO_CONTROLS, CONTROL_CHARACTERS_MESSAGE);
export const text = (params?: StringParams) =>
  z.string(params).trim().regex(NO_CONTROLS_BUT_LINE_BREAKS, CONTROL_CHARACTERS_MESSAGE);

/** A required line; trimmed so a field of spaces counts as empty. */
export const requiredLine = (message: string) => line({ error: message }).min(1, message);
/** Required multi-line text. */
export const requiredText = (message: string) => text({ error: message }).min(1, message);

/**
 * An e-mail field: trimmed and lower-cased so one address is one account whatever the casing,
 * then required, then well-formed (the wording of "invalid" differs between forms in the spec).
 */
export const emailSchema = (invalidMessage: string) =>
  line({ error: EMAIL_REQUIRED })
    .toLowerCase()
    .min(1, EMAIL_REQUIRED)
    .pipe(z.email({ error: invalidMessage }));

const optionalText = line().optional();
/** An optional select: '' is the "Select..." placeholder and means not given. */
const optionalCode = <T extends z.ZodEnum>(schema: T) => z.union([schema, z.literal('')]).optional();

/**
 * The personal fields registration and Edit Profile share, with the spec's messages. Selects carry
 * codes (sen12, spec58, US); the readable names come from enums.ts, so a renamed label never
 * changes stored data.
 */
export const memberFields = {
  title: z.enum(TITLES, { error: 'Title is required' }),
  firstName: requiredLine('First Name is required'),
  lastName: requiredLine('Last Name is required'),
  region: z.enum(COUNTRY_CODES, { error: 'Region is required' }),
  organisation: optionalText,
  seniority: optionalCode(SeniorityCodeSchema),
  speciality: optionalCode(SpecialityCodeSchema),
  professionalNumber: optionalText,
};
