import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_REGION, DEFAULT_TITLE, type RegisterFormInput } from '@aatd/contract';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { useT } from '@/lib/i18n';
import type { LegalContent } from './components/acceptances';
import { RegisterForm } from './components/register-form';
import { newFormId, restoreForm } from './utils/saved-form';
import styles from './registration.module.css';

const blank = (region: string): RegisterFormInput => ({
  title: DEFAULT_TITLE,
  firstName: '',
  lastName: '',
  region: region as RegisterFormInput['region'],
  seniority: '',
  speciality: '',
  organisation: '',
  professionalNumber: '',
  email: '',
  mobileNumber: '',
  providerId: false,
  password: '',
  confirmPassword: '',
  hcpConfirmation: false,
  privacyRead: false,
  tcRead: false,
  code: '',
});

/**
 * /register. Re-entered as /register?code=&login_id=&uniquekey=&idForm= after the German doctor
 * check: the values typed before are restored (not the passwords or the image).
 */
export default function RegisterPage({ legal }: { legal: LegalContent }) {
  const { registrationCountries: allowedCountries } = useSiteConfig();
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const idForm = params.get('idForm');
  // An invitation link (/register?email=...&invite=...) pre-fills the address; the invited
  // registration is verified like any other, so the invite token grants nothing here.
  const invitedEmail = params.get('email') ?? '';
  const state = useMemo(() => {
    const region = allowedCountries.includes(DEFAULT_REGION) ? DEFAULT_REGION : (allowedCountries[0] ?? DEFAULT_REGION);
    const restored = restoreForm(idForm);
    return {
      id: idForm ?? newFormId(),
      returned: Boolean(code),
      defaults: { ...blank(region), email: invitedEmail, ...restored, code, password: '', confirmPassword: '' },
    };
  }, [allowedCountries, idForm, code, invitedEmail]);

  return (
    <div className={styles.page}>
      <h1>{t('register.title')}</h1>
      {state.returned && <Alert kind="success">{t('register.docCheckConfirmed')}</Alert>}
      <RegisterForm
        defaults={state.defaults}
        idForm={state.id}
        docCheck={{ loginId: params.get('login_id') ?? undefined, uniqueKey: params.get('uniquekey') ?? undefined }}
        legal={legal}
      />
      <p className={styles.footer}>
        {t('register.alreadyRegistered')} <Link to={paths.login.getHref()}>{t('register.login')}</Link>
      </p>
    </div>
  );
}
