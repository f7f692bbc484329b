import type { MemberSummary } from '@aatd/contract';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import { memberName } from '@/lib/member-name';
import styles from './members.module.css';

export function MemberCard({ member }: { member: MemberSummary }) {
  const name = memberName(member);
  return (
    <li className={styles.card}>
      <img src={member.image ?? DEFAULT_AVATAR} alt="" width={72} height={72} />
      <h2>{name}</h2>
      <div className={styles.actions}>
        <ButtonLink to={paths.viewProfile.getHref(member.id)} aria-label={`View Profile: ${name}`}>
          View Profile
        </ButtonLink>
        <ButtonLink to={paths.message.getHref(member.id)} variant="secondary" aria-label={`Contact: ${name}`}>
          Contact
        </ButtonLink>
      </div>
    </li>
  );
}
