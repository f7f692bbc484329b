import { formatDateTime } from '@/lib/format-date';
import { countryName, seniorityLabel, specialityLabel, type HcpVerificationItem } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { DEFAULT_AVATAR } from '@/components/layouts/default-avatar';
import { memberName } from '@/lib/member-name';
import styles from '../admin-verification.module.css';

const METHOD = { review: 'Review', docCheck: 'DocCheck', npi: 'NPI', providerId: 'Provider ID' } as const;

interface Props {
  item: HcpVerificationItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One pending member with the professional details a reviewer needs. */
export function RequestCard({ item, busy, onApprove, onReject }: Props) {
  const m = item.member;
  const name = memberName(m);
  const rows: Array<[string, string | null | undefined]> = [
    ['Email', m.email],
    ['Region', countryName(m.region) ?? m.region],
    ['Organisation', m.organisation],
    ['Speciality', specialityLabel(m.speciality)],
    ['Seniority', seniorityLabel(m.seniority)],
    ['Professional number', m.professionalNumber],
    ['Mobile number', m.mobileNumber],
    ['Registered as', m.providerId ? 'Provider ID' : `Healthcare professional (${METHOD[item.method]})`],
  ];
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <img src={m.image ?? DEFAULT_AVATAR} alt="" width={48} height={48} />
        <div>
          <h2>{name}</h2>
          <p className={styles.meta}>
            Requested <time dateTime={item.requestedAt}>{formatDateTime(item.requestedAt)}</time>
          </p>
        </div>
      </div>
      <dl className={styles.details}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v || 'Not given'}</dd>
          </div>
        ))}
      </dl>
      {item.note && <p className={styles.note}>{item.note}</p>}
      <div className={styles.actions}>
        <Button onClick={onApprove} disabled={busy} aria-label={`Approve ${name}`}>
          Approve
        </Button>
        <Button variant="danger" onClick={onReject} disabled={busy} aria-label={`Reject ${name}`}>
          Reject
        </Button>
      </div>
    </li>
  );
}
