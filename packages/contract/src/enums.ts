import { z } from 'zod';
import { SENIORITIES, type SeniorityCode } from './seniorities.js';
import { SPECIALITIES, type SpecialityCode } from './specialities.js';

export { SENIORITIES, type SeniorityCode } from './seniorities.js';
export { SPECIALITIES, type SpecialityCode } from './specialities.js';

type Option<C extends string = string> = { readonly code: C; readonly name: string };

/** Codes of an option list as the non-empty tuple z.enum needs, keeping the literal types. */
const codesOf = <C extends string>(options: readonly Option<C>[]) => options.map((o) => o.code) as [C, ...C[]];

/** Readable name of a stored code; undefined for an unknown code so callers choose a fallback. */
export const labelOf = (options: readonly Option[], code: string | null | undefined) =>
  options.find((o) => o.code === code)?.name;

export const TITLES = ['Dr.', 'Mr.', 'Mrs.'] as const;
export const DEFAULT_TITLE = 'Dr.' satisfies (typeof TITLES)[number];
export const TitleSchema = z.enum(TITLES);
export type Title = z.infer<typeof TitleSchema>;

/** Regions of part 1 (DE, US) and part 2; which ones a deployment offers is site configuration. */
export const COUNTRIES = [
  { code: 'DE', name: 'Germany' },
  { code: 'US', name: 'United States' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'EG', name: 'Egypt' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'LB', name: 'Lebanon' },
  { code: 'OM', name: 'Oman' },
  { code: 'QA', name: 'Qatar' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'AE', name: 'United Arab Emirates' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = codesOf<CountryCode>(COUNTRIES);
export const CountryCodeSchema = z.enum(COUNTRY_CODES);
export const DEFAULT_REGION = 'US' satisfies CountryCode;
/** Germany needs the third-party doctor check at registration when no code is present. */
export const DOCTOR_CHECK_REGION = 'DE' satisfies CountryCode;
export const countryName = (code: string | null | undefined) => labelOf(COUNTRIES, code);

export const SENIORITY_CODES = codesOf<SeniorityCode>(SENIORITIES);
export const SeniorityCodeSchema = z.enum(SENIORITY_CODES);
export const seniorityLabel = (code: string | null | undefined) => labelOf(SENIORITIES, code);

export const SPECIALITY_CODES = codesOf<SpecialityCode>(SPECIALITIES);
export const SpecialityCodeSchema = z.enum(SPECIALITY_CODES);
export const specialityLabel = (code: string | null | undefined) => labelOf(SPECIALITIES, code);

export const FEEDBACK_FEATURES = [
  'Clinical News',
  'Education Modules',
  'Conference Highlights',
  'Search',
  'My Account',
  'Activity Preference',
  'My Messages',
] as const;
export const FeedbackFeatureSchema = z.enum(FEEDBACK_FEATURES);
export type FeedbackFeature = z.infer<typeof FeedbackFeatureSchema>;
