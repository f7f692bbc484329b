import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { CommentPage } from '@aatd/contract';
import { afterFirstView } from '@/lib/after-first-view';
import styles from './engagement.module.css';

/**
 * The comments (the form, the list, each comment's menu and the report and delete popups) are
 * their own chunk, fetched once the post above them has been painted and the browser is idle: a
 * content page's largest paint neither waits for them nor shares the network with them.
 */
const Section = lazy(() => import('./comments-section').then((m) => ({ default: m.CommentsSection })));

/**
 * Comments of a post (see comments-section.tsx). Until their code has arrived, the heading stands
 * with the room the form and the first comments take, so nothing below moves when they appear.
 */
export function CommentsSection(props: { postId: number; firstPage?: CommentPage }) {
  // False until the frame that first shows the post has been painted and the browser is idle.
  const [painted, setPainted] = useState(false);
  // A transition: React draws the comments in slices between other work (not one long task that
  // would hold up a tap), and keeps the placeholder up until they are ready.
  useEffect(() => afterFirstView(() => startTransition(() => setPainted(true))), []);
  const placeholder = <CommentsPlaceholder postId={props.postId} firstPage={props.firstPage} />;
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Section {...props} />
    </Suspense>
  );
}

/**
 * Measured on the sample articles (a phone 412 px wide, a desktop 1350 px): the form and the note
 * take 350-420 px and "No comments found" 56 px more; a comment 140-380 px with its replies.
 */
const FORM_AND_NOTE_PX = 390;
const COMMENT_PX = 210;

function CommentsPlaceholder({ postId, firstPage }: { postId: number; firstPage?: CommentPage }) {
  const shown = firstPage?.comments.length ?? 0;
  return (
    <section className={styles.comments} aria-labelledby={`comments-${postId}`} aria-busy="true">
      <h2 id={`comments-${postId}`}>Comments</h2>
      <div style={{ minHeight: FORM_AND_NOTE_PX + shown * COMMENT_PX }} />
    </section>
  );
}
