import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageMeta, PAGE_SIZE, type MemberSummary } from '@aatd/contract';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { getMembersQueryOptions } from '@/lib/api/get-members';
import { memberName } from '@/lib/member-name';
import { getMemberSearchQueryOptions } from './api/search-members';
import styles from './engagement.module.css';

/**
 * Choose the member to share with: a typeahead over names plus the paged list of all members
 * (6 per page). Both set the same choice; the list is a radio group so it works by keyboard.
 */
export function MemberPicker(props: {
  chosen: MemberSummary | null;
  onChoose: (m: MemberSummary) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(q.trim());
  const search = useQuery(getMemberSearchQueryOptions(deferred));
  const list = useQuery(getMembersQueryOptions(page));
  const groupId = useId();

  const choose = (m: MemberSummary) => {
    props.onChoose(m);
    setQ('');
  };

  return (
    <div className={styles.picker}>
      <TextField
        label="Search member"
        type="search"
        autoComplete="off"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        error={props.error}
        hint={props.chosen ? `Chosen: ${memberName(props.chosen)}` : undefined}
      />
      {deferred && search.data && (
        <ul className={styles.suggestions} aria-label="Matching members">
          {search.data.users.length === 0 && <li className={styles.muted}>No other members found</li>}
          {search.data.users.map((m) => (
            <li key={m.id}>
              <button type="button" onClick={() => choose(m)}>
                {memberName(m)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className={styles.memberList} aria-describedby={groupId}>
        <legend>Choose Member</legend>
        {list.isPending ? (
          <Spinner label="Loading members" />
        ) : list.isError ? (
          <p role="alert">The member list could not be loaded.</p>
        ) : list.data.users.length === 0 ? (
          <p id={groupId}>No other members found</p>
        ) : (
          <>
            {list.data.users.map((m) => (
              <label key={m.id} className={styles.memberOption}>
                <input
                  type="radio"
                  name="share-member"
                  checked={props.chosen?.id === m.id}
                  onChange={() => choose(m)}
                />
                {memberName(m)}
              </label>
            ))}
            <Pager
              meta={pageMeta(list.data.totalCount, page, PAGE_SIZE.members)}
              onPage={setPage}
              label="Member pages"
            />
          </>
        )}
      </fieldset>
    </div>
  );
}
