import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES, SENIORITIES, SPECIALITIES, TITLES } from '@aatd/contract';
import { SelectField, TextField } from '@/components/ui/field';
import { i18nStore, useT } from '@/lib/i18n';

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
  /** A catalogue key. */
  label: string;
  optional?: boolean;
  /** A catalogue key, or (`literal`) an example written the same in every language. */
  placeholder?: string;
  literalPlaceholder?: boolean;
  type?: string;
  autoComplete?: string;
  /** A select's options; regions are the countries this deployment serves. */
  options?: (regions: Option[]) => Option[];
}

const byCode = (list: ReadonlyArray<{ code: string; name: string }>) =>
  list.map((o) => ({ value: o.code, label: o.name }));
const SELECT = 'fields.select';

/** Country names in the page's language (the runtime's own names); English keeps the contract's. */
function countryNames(list: ReadonlyArray<{ code: string; name: string }>): Option[] {
  const locale = i18nStore.locale();
  if (locale === 'en') return byCode(list);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return list.map((o) => ({ value: o.code, label: names.of(o.code) ?? o.name }));
}

/** Each field as registration words it (part 1 §3); a form may word a label or placeholder its own way. */
const FIELDS: Record<PersonalFieldName, FieldSpec> = {
  title: { label: 'fields.title', options: () => TITLES.map((t) => ({ value: t, label: t })) },
  firstName: { label: 'fields.firstName', autoComplete: 'given-name' },
  lastName: { label: 'fields.lastName', autoComplete: 'family-name' },
  seniority: { label: 'fields.seniority', optional: true, placeholder: SELECT, options: () => byCode(SENIORITIES) },
  speciality: { label: 'fields.speciality', optional: true, placeholder: SELECT, options: () => byCode(SPECIALITIES) },
  // The old profile form labelled Region optional although it was required; the label says what the rule does.
  region: { label: 'fields.region', options: (regions) => regions },
  organisation: { label: 'fields.organisation', optional: true, autoComplete: 'organization' },
  professionalNumber: { label: 'fields.professionalNumber', optional: true },
  mobileNumber: {
    label: 'fields.mobileNumber',
    optional: true,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+12025550123',
    literalPlaceholder: true,
  },
  email: { label: 'fields.email', type: 'email', autoComplete: 'email' },
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
  const t = useT();
  const regions = countryNames(COUNTRIES.filter((c) => regionCodes.includes(c.code)));
  return layout.map((name, i) => {
    if (name === null) return <span key={`gap-${i}`} />;
    const { options, literalPlaceholder, ...own } = FIELDS[name];
    const words = {
      label: t(own.label),
      placeholder: own.placeholder === undefined || literalPlaceholder ? own.placeholder : t(own.placeholder),
    };
    const spec = { ...own, ...words, ...overrides[name] };
    const common = { ...spec, error: errors[name]?.message, 'aria-required': !spec.optional || undefined };
    return options ? (
      <SelectField key={name} {...common} options={options(regions)} {...register(name)} />
    ) : (
      <TextField key={name} {...common} {...register(name)} />
    );
  });
}
