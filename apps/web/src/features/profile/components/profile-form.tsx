import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_MESSAGES,
  ProfileFormSchema,
  type OwnProfile,
  type ProfileForm as ProfileValues,
  type ProfileFormInput,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { PersonalFields, type PersonalFieldName } from '@/components/forms/personal-fields';
import { CheckboxField } from '@/components/ui/field';
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

/** Part 2 §2.9's order and wording (Organization, Cell Number). */
const LAYOUT = [
  'title',
  null,
  'firstName',
  'lastName',
  'region',
  'organisation',
  'speciality',
  'seniority',
  'professionalNumber',
  'mobileNumber',
] as const satisfies ReadonlyArray<PersonalFieldName | null>;
const OVERRIDES = {
  title: { placeholder: 'Select...' },
  region: { placeholder: 'Select...' },
  organisation: { label: 'Organization' },
  mobileNumber: { label: 'Cell Number', placeholder: '+96550012345' },
};

/** Edit Profile (part 2 §2.9). What was typed stays in the form when a save fails. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const [loadedPhoto, setLoadedPhoto] = useState(profile.image);
  const [photo, setPhoto] = useState<PhotoValue>(profile.image);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string }>();
  const save = useUpdateProfile();
  // The site's profile regions, and the member's own where it is not one of them (registered in
  // Germany, say): Edit Profile never makes them change it.
  const { profileRegions } = useSiteConfig();
  const regionCodes =
    profile.region && !profileRegions.includes(profile.region) ? [profile.region, ...profileRegions] : profileRegions;
  const { register, handleSubmit, reset, setError, formState } = useForm<ProfileFormInput, unknown, ProfileValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: toValues(profile),
    mode: 'all',
  });

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

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PhotoField value={photo} onChange={setPhoto} />
      <div className={styles.grid}>
        <PersonalFields
          register={register}
          errors={formState.errors}
          layout={LAYOUT}
          overrides={OVERRIDES}
          regionCodes={regionCodes}
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
