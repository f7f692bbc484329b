// Types only: this renders on every page, so it keeps zod out of the first chunk.
import type { MemberNoticeList } from '@aatd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/auth-store';
import { useCurrentUser } from '@/lib/current-user';
import styles from './member-notices.module.css';

const KEY = ['user', 'notices'] as const;

/**
 * What moderators told the signed-in member: a warning, or why their comment was
 * hidden. Shown above every page until the member marks it read.
 */
export function MemberNotices() {
  return (
    <>
      <VerificationNotice />
      <ModeratorNotices />
    </>
  );
}

/**
 * Before the member's HCP verification ends (from the first reminder on), a standing banner asks
 * them to confirm their details; it goes once they have (the request then waits for the provider).
 */
function VerificationNotice() {
  const { data: user } = useCurrentUser();
  const v = user?.verification;
  if (!v || v.state !== 'expiring' || v.renewalPending || !v.expiresAt) return null;
  return (
    <section className={styles.notices} aria-label="Your verification">
      <div className={styles.notice} role="status">
        <p className={styles.title}>Your verification ends on {formatDate(v.expiresAt)}</p>
        <p className={styles.text}>
          To keep reading the community&apos;s content after that date, please{' '}
          <Link to={paths.reverification.getHref()}>confirm your professional details</Link>.
        </p>
      </div>
    </section>
  );
}

function ModeratorNotices() {
  const session = useSession();
  const { data: user } = useCurrentUser();
  // Behind a closed access gate the server refuses this call; the gate's own page explains why.
  const gated = Boolean(user?.consentOutstanding.length) || user?.verification.state === 'expired';
  const qc = useQueryClient();
  const notices = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<MemberNoticeList>('/user/notices', { signal }),
    enabled: Boolean(session && user && !gated),
    staleTime: 60_000,
  });
  const read = useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>(`/user/notices/${id}/read`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
  if (!session || !notices.data?.data.length) return null;
  return (
    <section className={styles.notices} aria-label="Messages from the moderators">
      {notices.data.data.map((n) => (
        <div key={n.id} className={styles.notice} role="status">
          <p className={styles.title}>
            {n.kind === 'warning' ? 'A warning from the moderators' : 'One of your comments was hidden'}
          </p>
          <p className={styles.text}>{n.text}</p>
          <Button variant="secondary" onClick={() => read.mutate(n.id)} disabled={read.isPending}>
            I have read this
          </Button>
          {read.isError && <p role="alert">{read.error.message}</p>}
        </div>
      ))}
    </section>
  );
}
