import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { INVITATION_STATUSES, type AdminInvitationListQuery } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useFilterParams } from '@/lib/use-filter-params';
import { useInvitationList } from './api/members';
import { StatusBadge } from './components/status-badge';
import styles from '@/components/ui/staff-screen.module.css';

const FILTERS = ['q', 'status'] as const;

/** /admin/members/invitations: who invited whom and what became of it. */
export default function InvitationsPage() {
  const list = useFilterParams(FILTERS, { status: (raw) => (INVITATION_STATUSES as readonly string[]).includes(raw) });
  const v = list.values;
  const query: AdminInvitationListQuery = {
    ...(v.q && { q: v.q }),
    ...(v.status && { status: v.status as 'pending' | 'accepted' }),
    page: list.page,
  };
  const invitations = useInvitationList(query);
  const [q, setQ] = useState(v.q);
  const [lastQ, setLastQ] = useState(v.q);
  if (lastQ !== v.q) {
    setLastQ(v.q);
    setQ(v.q);
  }
  const search = (e: FormEvent) => {
    e.preventDefault();
    list.change({ q: q.trim() });
  };
  const rows = invitations.data?.data ?? [];

  return (
    <>
      <BackLink to={paths.consoleMembers.getHref()} label="Members" />
      <h1>Invitations</h1>
      <form role="search" aria-label="Find invitations" className={styles.filters} onSubmit={search}>
        <div className={`${styles.filter} ${styles.grow}`}>
          <label htmlFor="inv-q">Invited address, or the inviter&apos;s name or e-mail</label>
          <input id="inv-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <Button type="submit">Search</Button>
        <div className={styles.filter}>
          <label htmlFor="inv-status">Outcome</label>
          <select id="inv-status" value={v.status} onChange={(e) => list.change({ status: e.target.value })}>
            <option value="">Any</option>
            <option value="pending">Not registered yet</option>
            <option value="accepted">Registered</option>
          </select>
        </div>
        {list.hasFilters && (
          <Button variant="link" onClick={list.clear}>
            Clear filters
          </Button>
        )}
      </form>
      {invitations.isPending ? (
        <Spinner label="Loading invitations" />
      ) : invitations.isError ? (
        <ErrorState
          message={`The invitations could not be loaded: ${invitations.error.message}`}
          onRetry={() => void invitations.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>
          {list.hasFilters ? 'No invitation matches these filters.' : 'No member has invited anyone yet.'}
        </EmptyState>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {invitations.data.meta.pagination.total}{' '}
            {invitations.data.meta.pagination.total === 1 ? 'invitation' : 'invitations'}
          </p>
          <div className={styles.tableWrap} aria-busy={invitations.isFetching || undefined}>
            <table className={styles.table}>
              <caption className="visually-hidden">Invitations, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Invited address</th>
                  <th scope="col">Invited by</th>
                  <th scope="col">Sent</th>
                  <th scope="col">What became of it</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((i) => (
                  <tr key={i.id}>
                    <th scope="row">{i.email}</th>
                    <td>
                      {i.inviter ? (
                        <Link to={paths.consoleMember.getHref(i.inviter.id)}>{i.inviter.name}</Link>
                      ) : (
                        'A removed account'
                      )}
                    </td>
                    <td>
                      <time dateTime={i.sentAt}>{formatDateTime(i.sentAt)}</time>
                    </td>
                    <td>
                      {i.member ? (
                        <>
                          <Link to={paths.consoleMember.getHref(i.member.id)}>{i.member.name}</Link>{' '}
                          <StatusBadge status={i.member.status} />
                        </>
                      ) : (
                        'Not registered yet'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={invitations.data.meta.pagination} onPage={list.setPage} label="Invitation pages" />
        </>
      )}
    </>
  );
}
