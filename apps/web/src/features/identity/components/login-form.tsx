import { useRef, useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { IDENTITY_ERROR_CODES, type Login } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { AltchaWidget, type AltchaHandle } from '@/components/ui/altcha-widget';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { FORM_CHECKS_UNAVAILABLE, resolverOnFirstTouch } from '@/lib/resolver-on-first-touch';
import { CurrentPasswordField, TextField } from '@/components/ui/field';
import { SiteLink } from '@/components/ui/site-link';
import { useT } from '@/lib/i18n';
import { login } from '../api/login';
import { loginErrorMessage } from '../login-error';
import { redirectToProvider } from '../sign-in-request';
import styles from '../identity.module.css';

/** The contract's login schema, and zod with it, loaded on the visitor's first touch of the form. */
const loadResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@aatd/contract/identity')]).then(
    ([{ zodResolver }, { LoginSchema }]) => zodResolver(LoginSchema),
  );

/**
 * Login (spec part 1 §4-§5): the contract's messages, Submit disabled while the form is invalid.
 * On success the browser leaves for the provider; on failure the message shows and what was
 * typed stays.
 */
export function LoginForm({ returnTo, onAttempt }: { returnTo: string; onAttempt?: () => void }) {
  const t = useT();
  const altcha = useRef<AltchaHandle>(null);
  const [error, setError] = useState<{ text: string; unverifiedEmail?: string }>();
  const [leaving, setLeaving] = useState(false);
  const [checksFailed, setChecksFailed] = useState(false);
  const [{ resolver, touch }] = useState(() => resolverOnFirstTouch(loadResolver, (ok) => setChecksFailed(!ok)));
  const { register, handleSubmit, formState, trigger } = useForm<Login>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'all',
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    onAttempt?.();
    try {
      const payload = await altcha.current!.solve();
      // The server spends each solution once: the next attempt needs a new one.
      altcha.current!.renew();
      const { sessionToken } = await login({ ...values, altcha: payload });
      setLeaving(true);
      await redirectToProvider(sessionToken, returnTo);
    } catch (err) {
      setLeaving(false);
      const unverified = err instanceof ApiError && err.code === IDENTITY_ERROR_CODES.emailNotVerified;
      setError({ text: loginErrorMessage(err), unverifiedEmail: unverified ? values.email : undefined });
    }
  });

  // Leaving a field checks it (a keyboard user tabbing through the empty form reads "Email is
  // Required"). react-hook-form's own blur check drops its answer when the form re-rendered while
  // it waited, and on the first blur it waits for the checks to load: asked here, the answer stays.
  const checkLeftField = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name === 'email' || name === 'password') void trigger(name);
  };

  const busy = formState.isSubmitting || leaving;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('login.title')}
      onFocus={touch}
      onPointerDown={touch}
      onInput={touch}
      onBlur={checkLeftField}
    >
      <ReadyFieldset>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          aria-required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <CurrentPasswordField error={formState.errors.password?.message} {...register('password')} />
        <AltchaWidget ref={altcha} />
        {checksFailed && <Alert kind="error">{FORM_CHECKS_UNAVAILABLE}</Alert>}
        {error && (
          <Alert kind="error">
            {error.text}
            {error.unverifiedEmail !== undefined && (
              <>
                {' '}
                <SiteLink to={paths.verifyEmailPrompt.getHref()} state={{ email: error.unverifiedEmail }}>
                  {t('login.sendVerificationLink')}
                </SiteLink>
              </>
            )}
          </Alert>
        )}
        <Button type="submit" className={styles.submit} disabled={!formState.isValid || busy} aria-busy={busy}>
          {t('login.submit')}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
