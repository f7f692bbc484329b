import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRIES, SENIORITIES, SPECIALITIES, TITLES, type RegisterFormInput } from '@aatd/contract';
import { SelectField, TextField } from '@/components/ui/field';
import styles from './register-form.module.css';

const options = (list: ReadonlyArray<{ code: string; name: string }>) =>
  list.map((o) => ({ value: o.code, label: o.name }));

interface Props {
  register: UseFormRegister<RegisterFormInput>;
  errors: FieldErrors<RegisterFormInput>;
  allowedCountries: string[];
}

/** Title, names, professional details and contact fields of part 1 §3, with their messages. */
export function PersonalFields({ register, errors, allowedCountries }: Props) {
  const regions = COUNTRIES.filter((c) => allowedCountries.includes(c.code));
  return (
    <div className={styles.grid}>
      <SelectField
        label="Title"
        options={TITLES.map((t) => ({ value: t, label: t }))}
        error={errors.title?.message}
        aria-required
        {...register('title')}
      />
      <span />
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        aria-required
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        aria-required
        {...register('lastName')}
      />
      <SelectField
        label="Seniority"
        optional
        placeholder="Select..."
        options={options(SENIORITIES)}
        error={errors.seniority?.message}
        {...register('seniority')}
      />
      <SelectField
        label="Speciality"
        optional
        placeholder="Select..."
        options={options(SPECIALITIES)}
        error={errors.speciality?.message}
        {...register('speciality')}
      />
      <SelectField
        label="Region"
        options={options(regions)}
        error={errors.region?.message}
        aria-required
        {...register('region')}
      />
      <TextField
        label="Organisation"
        optional
        autoComplete="organization"
        error={errors.organisation?.message}
        {...register('organisation')}
      />
      <TextField
        label="Professional Number"
        optional
        error={errors.professionalNumber?.message}
        {...register('professionalNumber')}
      />
      <TextField
        label="Mobile Number"
        optional
        type="tel"
        autoComplete="tel"
        placeholder="+12025550123"
        error={errors.mobileNumber?.message}
        {...register('mobileNumber')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        aria-required
        {...register('email')}
      />
    </div>
  );
}
