import { LEGAL_DOCUMENT_TITLES, type GatedDocument } from '@aatd/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/current-user';
import { formatDate } from '@/lib/format-date';
import { queryClient } from '@/lib/query-client';
import { signOut } from '@/lib/sign-out';
import { acceptConsents, consentStatusQueryOptions } from './api/consent';
import styles from './consent.module.css';

const DOCUMENT_PATHS: Record<GatedDocument, string> = {
  terms: paths.terms.getHref(),
  privacy: paths.privacyPolicy.getHref(),
};

/**
 * New versions of the terms or the privacy notice were published since the member last accepted:
 * they read and accept them before going on, or sign out. The server refuses content until then
 * (CONSENT_REQUIRED), so this page is the only way through.
 */
export default function AcceptTermsPage() {
  const status = useQuery(consentStatusQueryOptions);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: { pathname: string; search?: string } } | null)?.from;
  const [ticked, setTicked] = useState<Partial<Record<GatedDocument, boolean>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (status.isPending) return <Spinner />;
  if (status.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={status.error.message} onRetry={() => void status.refetch()} />
      </div>
    );
  }
  const { outstanding, current } = status.data;
  const next = from ? `${from.pathname}${from.search ?? ''}` : paths.community.getHref();
  if (outstanding.length === 0) return <Navigate to={next} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (outstanding.some((doc) => !ticked[doc])) {
      return setError('Please tick each box to accept the updated version, or sign out.');
    }
    setBusy(true);
    try {
      await acceptConsents({
        accept: outstanding.map((document) => ({ document, version: current[document].version })),
      });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
      void navigate(next, { replace: true });
    } catch (err) {
      // A version published while this page was open: show the new one.
      if (err instanceof ApiError && err.code === 'versionOutdated') void status.refetch();
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1>
        {outstanding.length > 1 ? 'Our terms have been updated' : `Updated ${LEGAL_DOCUMENT_TITLES[outstanding[0]!]}`}
      </h1>
      <p>
        Before you go on, please read and accept the new version. If you do not accept it, you can sign out; your
        account and your data stay as they are.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ul className={styles.list}>
          {outstanding.map((doc) => (
            <li key={doc} className={styles.document}>
              <h2>{LEGAL_DOCUMENT_TITLES[doc]}</h2>
              <p className={styles.meta}>
                Version {current[doc].version}, in effect from{' '}
                <time dateTime={current[doc].date}>{formatDate(current[doc].date)}</time>.{' '}
                <Link to={DOCUMENT_PATHS[doc]} target="_blank" rel="noopener">
                  Read the {LEGAL_DOCUMENT_TITLES[doc]} (opens in a new tab)
                </Link>
              </p>
              <CheckboxField
                label={`I have read and accept the ${LEGAL_DOCUMENT_TITLES[doc]}`}
                checked={Boolean(ticked[doc])}
                onChange={(e) => setTicked((t) => ({ ...t, [doc]: e.target.checked }))}
              />
            </li>
          ))}
        </ul>
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Accept and continue'}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </form>
    </div>
  );
}
