import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import styles from './search.module.css';

/** The search box: an empty (or blank) term does nothing, as the spec asks. */
export function SearchForm({
  initial,
  placeholder,
  onSearch,
}: {
  initial: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    if (q) onSearch(q);
  };
  return (
    <form role="search" aria-label="Search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {placeholder}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={200}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
