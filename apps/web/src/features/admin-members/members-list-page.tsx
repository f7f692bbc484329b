import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_MEMBER_SORTS,
  COUNTRIES,
  COUNTRY_CODES,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  ROLES,
  countryName,
  type AdminMemberListQuery,
  type AdminMemberSort,
} from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { SortableHeaderCells, sortCaption, type SortableColumn } from '@/components/ui/staff-table';
import { paths } from '@/config/paths';
import { ROLE_LABELS } from '@/lib/console-access';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { memberName } from '@/lib/member-name';
import { useFilterParams } from '@/lib/use-filter-params';
import { useMemberList } from './api/members';
import { StatusBadge } from './components/status-badge';
import { VERIFICATION_STATE_LABELS } from './components/verification-state';
import styles from '@/components/ui/staff-screen.module.css';
import { FilterSelect } from '@/components/ui/filter-select';

const FILTERS = ['q', 'country', 'role', 'status', 'sort', 'order'] as const;
const oneOf = (allowed: readonly string[]) => (raw: string) => allowed.includes(raw);

const COLUMNS: ReadonlyArray<SortableColumn<AdminMemberSort>> = [
  { label: 'Name', sort: 'name' },
  { label: 'E-mail', sort: 'email' },
  { label: 'Country', sort: 'country' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Registered', sort: 'registered' },
  { label: 'Last sign-in' },
  { label: 'Verification until' },
];

/** /admin/members: find a member by name, e-mail, country, role or status. */
export default function MembersListPage() {
  const list = useFilterParams(FILTERS, {
    country: oneOf(COUNTRY_CODES),
    role: oneOf(ROLES),
    status: oneOf(MEMBER_STATUSES),
    sort: oneOf(ADMIN_MEMBER_SORTS),
    order: oneOf(['asc', 'desc']),
  });
  const v = list.values;
  const sort = (v.sort || 'registered') as AdminMemberSort;
  const order = (v.order || 'desc') as 'asc' | 'desc';
  const query: AdminMemberListQuery = {
    ...(v.q && { q: v.q }),
    ...(v.country && { country: v.country as AdminMemberListQuery['country'] }),
    ...(v.role && { role: v.role as AdminMemberListQuery['role'] }),
    ...(v.status && { status: v.status as AdminMemberListQuery['status'] }),
    sort,
    order,
    page: list.page,
  };
  const members = useMemberList(query);
  const [q, setQ] = useState(v.q);
  const [lastQ, setLastQ] = useState(v.q);
  if (lastQ !== v.q) {
    // Back or "Clear filters" changed the search in the address.
    setLastQ(v.q);
    setQ(v.q);
  }
  const hasFilters = Boolean(v.q || v.country || v.role || v.status);
  const clear = () => list.change({ q: '', country: '', role: '', status: '' });
  const search = (e: FormEvent) => {
    e.preventDefault();
    list.change({ q: q.trim() });
  };
  const sortBy = (next: AdminMemberSort) =>
    list.change({
      sort: next,
      order: next === sort ? (order === 'asc' ? 'desc' : 'asc') : next === 'registered' ? 'desc' : 'asc',
    });
  const rows = members.data?.data ?? [];

  return (
    <>
      <div className={styles.head}>
        <h1>Members</h1>
        <ButtonLink variant="secondary" to={paths.consoleInvitations.getHref()}>
          Invitations
        </ButtonLink>
      </div>
      <form role="search" aria-label="Find members" className={styles.filters} onSubmit={search}>
        <div className={`${styles.filter} ${styles.grow}`}>
          <label htmlFor="members-q">Name or e-mail</label>
          <input id="members-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <Button type="submit">Search</Button>
        <FilterSelect
          id="members-country"
          label="Country"
          value={v.country}
          onChange={(x) => list.change({ country: x })}
          options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
        />
        <FilterSelect
          id="members-role"
          label="Role"
          value={v.role}
          onChange={(x) => list.change({ role: x })}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        />
        <FilterSelect
          id="members-status"
          label="Status"
          value={v.status}
          onChange={(x) => list.change({ status: x })}
          options={MEMBER_STATUSES.map((s) => ({ value: s, label: MEMBER_STATUS_LABELS[s] }))}
        />
        {hasFilters && (
          <Button variant="link" onClick={clear}>
            Clear filters
          </Button>
        )}
      </form>
      {members.isPending ? (
        <Spinner label="Loading members" />
      ) : members.isError ? (
        <ErrorState
          message={`The members could not be loaded: ${members.error.message}`}
          onRetry={() => void members.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>{hasFilters ? 'No member matches these filters.' : 'No members yet.'}</EmptyState>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {members.data.meta.pagination.total} {members.data.meta.pagination.total === 1 ? 'member' : 'members'}
          </p>
          <div className={styles.tableWrap} aria-busy={members.isFetching || undefined}>
            <table className={styles.table}>
              <caption className="visually-hidden">Members, {sortCaption(COLUMNS, sort, order)}</caption>
              <thead>
                <tr>
                  <SortableHeaderCells columns={COLUMNS} sort={sort} order={order} onSort={sortBy} />
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">
                      <Link to={paths.consoleMember.getHref(m.id)}>{memberName(m)}</Link>
                    </th>
                    <td>{m.email}</td>
                    <td>{countryName(m.country) ?? m.country}</td>
                    <td>{ROLE_LABELS[m.role]}</td>
                    <td>
                      <StatusBadge status={m.status} />
                    </td>
                    <td>
                      <time dateTime={m.registeredAt}>{formatDate(m.registeredAt)}</time>
                    </td>
                    <td>
                      {m.lastSignInAt ? (
                        <time dateTime={m.lastSignInAt}>{formatDateTime(m.lastSignInAt)}</time>
                      ) : (
                        <span className={styles.muted}>Never</span>
                      )}
                    </td>
                    <td>
                      {m.verificationExpiresAt ? (
                        <>
                          <time dateTime={m.verificationExpiresAt}>{formatDate(m.verificationExpiresAt)}</time>
                          {m.verificationState !== 'valid' && ` (${VERIFICATION_STATE_LABELS[m.verificationState]})`}
                        </>
                      ) : (
                        <span className={styles.muted}>—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={members.data.meta.pagination} onPage={list.setPage} label="Member pages" />
        </>
      )}
    </>
  );
}
