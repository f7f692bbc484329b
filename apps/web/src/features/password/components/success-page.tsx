import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from '../password.module.css';

/** The password flows' success pages: a heading, what happened, and a Login button (part 2 §2.10). */
export function SuccessPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {children}
      <div className={styles.actions}>
        <ButtonLink to={paths.login.getHref()}>Login</ButtonLink>
      </div>
    </div>
  );
}
