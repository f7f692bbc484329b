import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import styles from './legal.module.css';

type Props = { to: string; embedded: boolean; children: ReactNode };

/**
 * A link between legal pages. Inside the registration modals it opens a new tab, so following it
 * does not throw away a half-filled registration form.
 */
export function LegalLink({ to, embedded, children }: Props) {
  if (!embedded) return <SiteLink to={to}>{children}</SiteLink>;
  return (
    <SiteLink to={to} target="_blank" rel="noopener">
      {children}
      <span className={styles.srOnly}> (opens in a new tab)</span>
    </SiteLink>
  );
}
