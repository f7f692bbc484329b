import styles from './staff-screen.module.css';

/** A console list filter: a labelled select whose empty choice, "Any", means no filter. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The screen's own layout of the filter, if it differs from the console's usual one. */
  className?: string | undefined;
}) {
  return (
    <div className={className ?? styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
