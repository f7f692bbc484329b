import { useId, useState } from 'react';
import styles from './case-study-popups.module.css';

/**
 * The physician's remark beside a card. It opens on hover and closes on mouse-leave (spec part 2 §2.7); a click
 * pins it open or closed, so a tap on a touch screen (which fires both) still toggles it. Keyboard focus
 * opens it, Escape closes it.
 */
export function DoctorComment({ text }: { text: string }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const close = () => {
    setHovered(false);
    setPinned(false);
  };
  return (
    <div
      className={styles.doctor}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHovered(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        type="button"
        className={styles.doctorButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (pinned ? close() : setPinned(true))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.doctorIcon}>
          <path d="M4 4h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        Doctor&apos;s comment
      </button>
      <p id={id} className={styles.bubble} hidden={!open}>
        {text}
      </p>
    </div>
  );
}
