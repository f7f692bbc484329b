import { PAGE_SIZE, pageMeta } from '@aatd/contract';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { Pager } from '@/components/ui/pager';
import { usePageParam } from '@/lib/use-page-param';
import { useMembers } from '@/lib/api/get-members';
import { MemberCard } from './components/member-card';
import styles from './components/members.module.css';

/** /communitymembers (part 2 §2.15): 6 cards per page. */
export default function MembersPage() {
  const { page, setPage } = usePageParam();
  const members = useMembers(page);
  return (
    <>
      <div className={styles.top}>
        <h1>Community Members</h1>
        <ButtonLink to={paths.community.getHref()} variant="secondary">
          Back to Community
        </ButtonLink>
      </div>
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <ErrorState onRetry={() => void members.refetch()} />
      ) : members.data.users.length === 0 ? (
        <EmptyState>No other members found</EmptyState>
      ) : (
        <>
          <ul className={styles.grid} aria-busy={members.isFetching}>
            {members.data.users.map((m) => (
              <MemberCard key={m.id} member={m} />
            ))}
          </ul>
          <Pager
            meta={pageMeta(members.data.totalCount, page, PAGE_SIZE.members)}
            onPage={setPage}
            label="Member pages"
          />
        </>
      )}
    </>
  );
}
