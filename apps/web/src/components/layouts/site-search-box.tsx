import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ReadyFieldset } from '@/components/ui/ready-fieldset';
import { paths } from '@/config/paths';
import styles from './site-search-box.module.css';

/** The side panel's way into site search; an empty term does nothing. */
export function SiteSearchBox() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = value.trim();
    if (q) void navigate(`${paths.search.getHref()}?${new URLSearchParams({ q })}`);
  };
  return (
    <form role="search" aria-label="Quick search" className={styles.search} onSubmit={submit}>
      {/* Drawn in the community home's HTML; typing waits for the app, which runs the search. */}
      <ReadyFieldset>
        <label htmlFor={id} className="visually-hidden">
          Site Search
        </label>
        <input
          id={id}
          type="search"
          placeholder="Site Search"
          value={value}
          maxLength={200}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit">Search</button>
      </ReadyFieldset>
    </form>
  );
}
