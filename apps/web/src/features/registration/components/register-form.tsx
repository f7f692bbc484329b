import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCTOR_CHECK_REGION,
  RegisterFormSchema,
  type RegisterForm as RegisterValues,
  type RegisterFormInput,
} from '@aatd/contract';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { PersonalFields, type PersonalFieldName } from '@/components/forms/personal-fields';
import { AltchaWidget, type AltchaHandle } from '@/components/ui/altcha-widget';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { PasswordCriteria } from '@/components/ui/password-criteria';
import { useSiteConfig } from '@/lib/site-config';
import { useT } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { outcomeHref } from '../utils/outcome';
import { forgetForm, saveForm } from '../utils/saved-form';
import { signupErrorMessage } from '../utils/signup-errors';
import { toSignupFormData } from '../utils/signup-form-data';
import { Acceptances, type LegalContent } from './acceptances';
import { DocCheckDialog } from './doccheck-dialog';
import { ImageField } from './image-field';
import styles from './register-form.module.css';

const LAYOUT = [
  'title',
  null,
  'firstName',
  'lastName',
  'seniority',
  'speciality',
  'region',
  'organisation',
  'professionalNumber',
  'mobileNumber',
  'email',
] as const satisfies ReadonlyArray<PersonalFieldName | null>;

interface Props {
  defaults: RegisterFormInput;
  idForm: string;
  /** What DocCheck returned (login_id, uniquekey), sent along with the code. */
  docCheck: { loginId?: string; uniqueKey?: string };
  legal: LegalContent;
}

/** The registration form of part 1 §3-§5. Typed values stay when the server refuses them. */
export function RegisterForm({ defaults, idForm, docCheck, legal }: Props) {
  const site = useSiteConfig();
  const t = useT();
  const navigate = useNavigate();
  const altcha = useRef<AltchaHandle>(null);
  const signUp = useSignUp();
  const [image, setImage] = useState<{ file: File | null; error?: string }>({ file: null });
  const [docCheckOpen, setDocCheckOpen] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const { register, handleSubmit, setValue, setError, watch, getValues, formState } = useForm<
    RegisterFormInput,
    unknown,
    RegisterValues
  >({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const providerId = watch('providerId');

  const send = async (values: RegisterValues) => {
    setServerError(undefined);
    try {
      const form = toSignupFormData(values, { image: image.file, ...docCheck });
      const res = await signUp.mutateAsync({ form, altcha: await altcha.current!.solve() });
      forgetForm(idForm);
      void navigate(outcomeHref(res));
    } catch (err) {
      const fields = err instanceof ApiError ? (err.body.fields ?? {}) : {};
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'image') setImage((i) => ({ ...i, error: message }));
        else if (name in values) setError(name as keyof RegisterFormInput, { message });
      }
      setServerError(signupErrorMessage(err));
    } finally {
      altcha.current?.renew(); // each solution is accepted once
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (image.error) return;
    // Germany without a DocCheck code: the doctor check comes first (part 1 §4). Without DocCheck
    // configured, the modal's Continue submits again with the modal open, and the provider verifies.
    if (values.region === DOCTOR_CHECK_REGION && !values.code && !(docCheckOpen && !site.docCheckEnabled)) {
      if (site.docCheckEnabled) saveForm(idForm, getValues());
      setDocCheckOpen(true);
      return;
    }
    setDocCheckOpen(false);
    await send(values);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ReadyFieldset>
        <ImageField error={image.error} onChange={(file, error) => setImage({ file, error })} />
        <div className={styles.grid}>
          <PersonalFields
            register={register}
            errors={formState.errors}
            layout={LAYOUT}
            regionCodes={site.registrationCountries}
          />
        </div>
        <div className={styles.accept}>
          <input id="provider-id" type="checkbox" {...register('providerId')} />
          <label htmlFor="provider-id">{t('register.providerId')}</label>
        </div>
        {/* No password when the e-mail is a provider ID. */}
        {!providerId && (
          <>
            <PasswordCriteria />
            <div className={styles.grid}>
              <NewPasswordFields
                register={register}
                errors={formState.errors}
                password={{ name: 'password', label: t('register.password') }}
                confirm={{ name: 'confirmPassword', label: t('register.confirmPassword') }}
              />
            </div>
          </>
        )}
        <Acceptances
          register={register}
          errors={formState.errors}
          legal={legal}
          accept={(box) => setValue(box, true, { shouldValidate: formState.isSubmitted })}
        />
        <AltchaWidget ref={altcha} />
        <Alert kind="error">{serverError}</Alert>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </ReadyFieldset>
      <DocCheckDialog
        open={docCheckOpen}
        onOpenChange={setDocCheckOpen}
        enabled={site.docCheckEnabled}
        idForm={idForm}
        providerName={site.providerName}
        onContinue={() => void onSubmit()}
      />
    </form>
  );
}
