import type { ViewType } from '@aatd/contract';
import { useState } from 'react';
import { LeaveSiteDialog } from '@/components/engagement';
import styles from './content.module.css';

/**
 * Text that opens an external URL, looking like a link and wrapping like text (long URLs,
 * citations). It asks first with the leave-site warning, then opens a new window.
 */
export function ExternalTextLink(props: {
  url: string;
  children: string;
  postId?: number;
  viewType?: ViewType;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => setOpen(true)}
        aria-label={props.label}
        aria-haspopup="dialog"
      >
        {props.children}
      </button>
      <LeaveSiteDialog
        open={open}
        onOpenChange={setOpen}
        url={props.url}
        postId={props.postId}
        viewType={props.viewType}
      />
    </>
  );
}
