import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CaseStudy } from '../data/types';
import styles from './case-study-popups.module.css';

type Props = { label: string; table: CaseStudy['liver_function'] };

/**
 * The highlighted link that shows the liver function table. It opens on hover, focus or click and stays
 * open until 'X CLOSE' or Escape (spec part 2 §2.7), which return focus to the link.
 */
export function LiverFunctionPopup({ label, table }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus moved back by closing must not reopen the table.
  const returningFocus = useRef(false);
  const close = () => {
    setOpen(false);
    returningFocus.current = true;
    trigger.current?.focus();
    returningFocus.current = false;
  };
  return (
    <div
      className={styles.lftWrap}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.lftLink}
        aria-expanded={open}
        aria-controls={id}
        onMouseEnter={() => setOpen(true)}
        onFocus={() => !returningFocus.current && setOpen(true)}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <div id={id} role="dialog" aria-label={table.caption} className={styles.lftPopup} hidden={!open}>
        <div className={styles.lftScroll}>
          <table className={styles.lftTable}>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">Result</th>
                <th scope="col">Normal range</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.parameter}>
                  <th scope="row">{row.parameter}</th>
                  <td>{row.result}</td>
                  <td>{row.normalRange}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Button variant="secondary" className={styles.lftClose} onClick={close}>
          X CLOSE
        </Button>
      </div>
    </div>
  );
}
