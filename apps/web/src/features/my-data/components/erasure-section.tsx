import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TextField } from '@/components/ui/field';
import { ERASED_COMMENTS_TEXT, SECOND_FACTOR_ERROR_CODES } from '@aatd/contract';
import { ApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { formatDate } from '@/lib/format-date';
import { setLoginNotice } from '@/lib/login-notice';
import { queryClient } from '@/lib/query-client';
import { useSiteConfig } from '@/lib/site-config';
import { requestErasure } from '../api/my-data';
import layout from '@/components/ui/account-section.module.css';
import styles from './my-data.module.css';

/** The server's answers that ask for (another) authenticator code. */
const CODE_ERRORS: readonly string[] = [
  SECOND_FACTOR_ERROR_CODES.secondFactorCodeRequired,
  SECOND_FACTOR_ERROR_CODES.invalidSecondFactorCode,
];

/**
 * "Erase my account" in My Account: confirmed with the password, and with an
 * authenticator code when the member uses two-step verification (the field appears when the
 * server asks for it; the password typed stays). The server then signs
 * the member out everywhere; the login page says when the account will be erased and that signing
 * in before then cancels it.
 */
export function ErasureSection() {
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setCodeError(undefined);
    if (!password) return setError('Password is required');
    setBusy(true);
    try {
      const state = await requestErasure(password, needsCode ? code.trim() : undefined);
      setLoginNotice(
        `Your account will be erased after ${formatDate(state.eraseAfter!)}. You have been signed out. If you change your mind, sign in before then: signing in cancels the erasure.`,
      );
      // The server already ended every session; the route guard then shows the login page.
      authStore.signOutLocally();
      queryClient.clear();
    } catch (err) {
      if (err instanceof ApiError && CODE_ERRORS.includes(err.code)) {
        setNeedsCode(true);
        setCodeError(err.body.fields?.code ?? err.message);
      } else {
        setError(
          err instanceof ApiError
            ? (err.body.fields?.password ?? err.message)
            : 'Something went wrong. Please try again.',
        );
      }
      setBusy(false);
    }
  };

  return (
    <section className={layout.section} aria-labelledby="my-data-erase">
      <h2 id="my-data-erase">Erase my account</h2>
      <p>
        Your profile, messages, saved items, reading history, feedback, invitations and the notices and reports you made
        are deleted and you disappear from the member directory and search.{' '}
        {ERASED_COMMENTS_TEXT[site.erasure.comments]} Proof of the consents you gave is kept without your network
        address and browser. Reports of possible side effects of medicines are kept as the law requires. The erasure
        happens {site.erasure.coolingOffDays} days after you ask; signing in before then cancels it.{' '}
        <Link to={paths.privacyPolicy.getHref()}>Privacy policy</Link>.
      </p>
      {!open ? (
        <Button variant="danger" onClick={() => setOpen(true)} aria-expanded={false} aria-controls="erase-form">
          Erase my account…
        </Button>
      ) : (
        <form id="erase-form" className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            hint="To confirm that it is you."
            autoFocus
          />
          {needsCode && (
            <TextField
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="text"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={codeError}
              hint="From your authenticator app, or one of your recovery codes."
              autoFocus
            />
          )}
          <div className={layout.actions}>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? 'Erasing…' : 'Erase my account'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
