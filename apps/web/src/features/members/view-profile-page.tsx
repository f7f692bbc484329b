import { Fragment } from 'react';
import { useParams } from 'react-router';
import { countryName, seniorityLabel, specialityLabel } from '@aatd/contract';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import { ApiError } from '@/lib/api-client';
import { useMember } from '@/lib/api/get-member';
import { memberName } from '@/lib/member-name';
import styles from './components/members.module.css';

const orDash = (v: string | null | undefined) => v || '—';

/** /viewprofile/:profileId: read-only; the server masks e-mail and mobile (part 2 §6). */
export default function ViewProfilePage() {
  const { profileId = '' } = useParams();
  const member = useMember(profileId);
  if (member.isPending) return <Spinner />;
  if (member.isError) {
    return member.error instanceof ApiError && [400, 404].includes(member.error.status) ? (
      <EmptyState>This member&apos;s profile is not available.</EmptyState>
    ) : (
      <ErrorState onRetry={() => void member.refetch()} />
    );
  }
  const m = member.data;
  const rows: Array<[string, string]> = [
    ['Email', orDash(m.email)],
    ['Cell Number', orDash(m.mobileNumber)],
    ['Region', orDash(countryName(m.region) ?? m.region)],
    ['Organization', orDash(m.organisation)],
    ['Speciality', orDash(specialityLabel(m.speciality))],
    ['Seniority', orDash(seniorityLabel(m.seniority))],
    ['Professional Number', orDash(m.professionalNumber)],
  ];
  return (
    <>
      <h1>{memberName(m)}</h1>
      <div className={styles.profile}>
        <img src={m.image ?? DEFAULT_AVATAR} alt="" width={120} height={120} />
        <div>
          <dl className={styles.details}>
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <ButtonLink to={paths.message.getHref(m.id)}>Contact</ButtonLink>
        </div>
      </div>
    </>
  );
}
