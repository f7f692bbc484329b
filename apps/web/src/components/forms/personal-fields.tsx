import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES, SENIORITIES, SPECIALITIES, TITLES } from '@aatd/contract';
import { SelectField, TextField } from '@/components/ui/field';

export type PersonalFieldName =
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'seniority'
  | 'speciality'
  | 'region'
  | 'organisation'
  | 'professionalNumber'
  | 'mobileNumber'
  | 'email';

type Option = { value: string; label: string };
interface FieldSpec {
  label: string;
  optional?: boolean;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  /** A select's options; regions are the countries this deployment serves. */
  options?: (regions: Option[]) => Option[];
}

const byCode = (list: ReadonlyArray<{ code: string; name: string }>) =>
  list.map((o) => ({ value: o.code, label: o.name }));
const SELECT = 'Select...';

/** Each field as registration words it (part 1 §3); a form may word a label or placeholder its own way. */
const FIELDS: Record<PersonalFieldName, FieldSpec> = {
  title: { label: 'Title', options: () => TITLES.map((t) => ({ value: t, label: t })) },
  firstName: { label: 'First Name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name' },
  seniority: { label: 'Seniority', optional: true, placeholder: SELECT, options: () => byCode(SENIORITIES) },
  speciality: { label: 'Speciality', optional: true, placeholder: SELECT, options: () => byCode(SPECIALITIES) },
  // The old profile form labelled Region optional although it was required; the label says what the rule does.
  region: { label: 'Region', options: (regions) => regions },
  organisation: { label: 'Organisation', optional: true, autoComplete: 'organization' },
  professionalNumber: { label: 'Professional Number', optional: true },
  mobileNumber: {
    label: 'Mobile Number',
    optional: true,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+12025550123',
  },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
};

interface Props<N extends PersonalFieldName> {
  register: (name: NoInfer<N>) => UseFormRegisterReturn;
  errors: Partial<Record<NoInfer<N>, { message?: string }>>;
  /** The fields in this form's order; null leaves a grid cell empty (Title sits alone on its row). */
  layout: ReadonlyArray<N | null>;
  overrides?: Partial<Record<NoInfer<N>, { label?: string; placeholder?: string }>>;
  /** The Region choices (codes): registration's countries, or the profile's regions. */
  regionCodes: readonly string[];
}

/**
 * A member's personal details (title, names, professional details, contact), shared by the
 * registration and Edit Profile forms. The messages come from the form's contract schema.
 */
export function PersonalFields<N extends PersonalFieldName>({
  register,
  errors,
  layout,
  overrides = {},
  regionCodes,
}: Props<N>) {
  const regions = byCode(COUNTRIES.filter((c) => regionCodes.includes(c.code)));
  return layout.map((name, i) => {
    if (name === null) return <span key={`gap-${i}`} />;
    const { options, ...spec } = { ...FIELDS[name], ...overrides[name] };
    const common = { ...spec, error: errors[name]?.message, 'aria-required': !spec.optional || undefined };
    return options ? (
      <SelectField key={name} {...common} options={options(regions)} {...register(name)} />
    ) : (
      <TextField key={name} {...common} {...register(name)} />
    );
  });
}
