import type { PrevalenceChange } from '@aatd/contract';
import staff from '@/components/ui/staff-screen.module.css';

const CHANGE_LABELS: Record<PrevalenceChange['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

/** What publishing the draft changes for members: countries first, then region totals. */
export function ChangesTable({ changes }: { changes: PrevalenceChange[] }) {
  if (!changes.length) return <p>No differences from what members see now.</p>;
  const count = (c: PrevalenceChange['change']) =>
    changes.filter((x) => x.scope === 'country' && x.change === c).length;
  return (
    <>
      <p>
        Countries: {count('added')} added, {count('removed')} removed, {count('changed')} changed.
      </p>
      {/* Scrolls sideways on narrow screens, so it takes focus for keyboard users. */}
      <div className={staff.tableWrap} role="region" aria-label="Changes versus the live data" tabIndex={0}>
        <table className={staff.table}>
          <caption className="visually-hidden">Changes for members</caption>
          <thead>
            <tr>
              <th scope="col">Change</th>
              <th scope="col">Country or region</th>
              <th scope="col">Live now</th>
              <th scope="col">In the draft</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={`${c.scope}-${c.key}`}>
                <td>{CHANGE_LABELS[c.change]}</td>
                <th scope="row">
                  {c.name} <span className={staff.muted}>({c.scope === 'region' ? `region ${c.key}` : c.key})</span>
                </th>
                <td>{c.before ?? '—'}</td>
                <td>{c.after ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
