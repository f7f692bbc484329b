import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COUNTRIES,
  PROFILE_MESSAGES,
  ProfileFormSchema,
  SENIORITIES,
  SPECIALITIES,
  TITLES,
  type OwnProfile,
  type ProfileForm as ProfileValues,
  type ProfileFormInput,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { useSiteConfig } from '@/lib/site-config';
import { useUpdateProfile } from '../api/update-profile';
import { profileErrorMessage } from '../utils/profile-errors';
import { toProfileFormData, type PhotoValue } from '../utils/profile-form-data';
import { PhotoField } from './photo-field';
import styles from './profile-form.module.css';

const toValues = (p: OwnProfile): ProfileFormInput => ({
  title: p.title,
  firstName: p.firstName,
  lastName: p.lastName,
  region: p.region,
  organisation: p.organisation ?? '',
  seniority: p.seniority ?? '',
  speciality: p.speciality ?? '',
  professionalNumber: p.professionalNumber ?? '',
  mobileNumber: p.mobileNumber ?? '',
  optOut: p.optOut,
  imageStatus: 'IMAGE_UNCHANGED',
});
const options = (list: ReadonlyArray<{ code: string; name: string }>) =>
  list.map((o) => ({ value: o.code, label: o.name }));

/** Edit Profile (part 2 §2.9). What was typed stays in the form when a save fails. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { allowedCountries } = useSiteConfig();
  const [loadedPhoto, setLoadedPhoto] = useState(profile.image);
  const [photo, setPhoto] = useState<PhotoValue>(profile.image);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string }>();
  const save = useUpdateProfile();
  const { register, handleSubmit, reset, setError, formState } = useForm<ProfileFormInput, unknown, ProfileValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: toValues(profile),
    mode: 'all',
  });
  const err = (name: keyof ProfileFormInput) => formState.errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setResult(undefined);
    try {
      const saved = await save.mutateAsync(toProfileFormData(values, loadedPhoto, photo));
      reset(toValues(saved));
      setLoadedPhoto(saved.image);
      setPhoto(saved.image);
      setResult({ kind: 'success', text: PROFILE_MESSAGES.updated });
    } catch (e) {
      const fields = (e as { body?: { fields?: Record<string, string> } }).body?.fields ?? {};
      for (const [name, message] of Object.entries(fields)) {
        if (name in values) setError(name as keyof ProfileFormInput, { message });
      }
      setResult({ kind: 'error', text: profileErrorMessage(e) });
    }
  });

  const regions = COUNTRIES.filter((c) => allowedCountries.includes(c.code));
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PhotoField value={photo} onChange={setPhoto} />
      <div className={styles.grid}>
        <SelectField
          label="Title"
          placeholder="Select..."
          options={TITLES.map((t) => ({ value: t, label: t }))}
          error={err('title')}
          aria-required
          {...register('title')}
        />
        <span />
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={err('firstName')}
          aria-required
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={err('lastName')}
          aria-required
          {...register('lastName')}
        />
        {/* The old form labelled Region optional although it was required; the label now says what the rule does. */}
        <SelectField
          label="Region"
          placeholder="Select..."
          options={options(regions)}
          error={err('region')}
          aria-required
          {...register('region')}
        />
        <TextField
          label="Organization"
          optional
          autoComplete="organization"
          error={err('organisation')}
          {...register('organisation')}
        />
        <SelectField
          label="Speciality"
          optional
          placeholder="Select..."
          options={options(SPECIALITIES)}
          error={err('speciality')}
          {...register('speciality')}
        />
        <SelectField
          label="Seniority"
          optional
          placeholder="Select..."
          options={options(SENIORITIES)}
          error={err('seniority')}
          {...register('seniority')}
        />
        <TextField
          label="Professional Number"
          optional
          error={err('professionalNumber')}
          {...register('professionalNumber')}
        />
        <TextField
          label="Cell Number"
          optional
          type="tel"
          autoComplete="tel"
          placeholder="+96550012345"
          error={err('mobileNumber')}
          {...register('mobileNumber')}
        />
      </div>
      <CheckboxField label={PROFILE_MESSAGES.optOutLabel} {...register('optOut')} />
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={!formState.isValid || save.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
