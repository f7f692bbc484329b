import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PostCard } from '@aatd/contract';
import { AccessIcon, RatingStars } from '@/components/engagement';
import { FALLBACK_IMAGE } from './fallback-image';
import { SafeHtml } from './safe-html';
import { SampleLabel } from './sample-label';
import styles from './article-view.module.css';

/** What a news article card and page show; the console's preview fills it from a draft. */
export type ArticleViewData = Pick<
  PostCard,
  | 'title'
  | 'excerpt'
  | 'feature_image'
  | 'category'
  | 'articleSource'
  | 'authors'
  | 'accessStatus'
  | 'rating'
  | 'ratingsCount'
> &
  Partial<Pick<PostCard, 'isSample' | 'impactFactor' | 'commentCount'>>;

/** "1 comment", "4 comments": from the post's kept count, never a query per card. */
export const commentCountText = (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`;

/**
 * An article card (part 1 §2): image (or the fallback), access icon, category, title, source,
 * authors, excerpt and the actions below (favourite, rate, Go to Article for members).
 */
export function ArticleCardView({
  article,
  href,
  headingLevel: Heading = 'h3',
  actions,
}: {
  article: ArticleViewData;
  /** The article page; without it the title is plain text (a preview has no page yet). */
  href?: string;
  headingLevel?: 'h2' | 'h3';
  actions?: ReactNode;
}) {
  return (
    <article className={styles.card}>
      <img
        className={styles.thumb}
        src={article.feature_image ?? FALLBACK_IMAGE}
        alt=""
        loading="lazy"
        width={640}
        height={360}
      />
      <div className={styles.cardBody}>
        <div className={styles.kickerRow}>
          <AccessIcon accessStatus={article.accessStatus} />
          {article.category && <p className={styles.kicker}>{article.category}</p>}
        </div>
        <Heading className={styles.cardTitle}>{href ? <Link to={href}>{article.title}</Link> : article.title}</Heading>
        {article.articleSource && <p className={styles.source}>{article.articleSource}</p>}
        {article.authors && <p className={styles.authors}>{article.authors}</p>}
        {article.impactFactor != null && <p className={styles.authors}>Impact factor {article.impactFactor}</p>}
        <p className={styles.excerpt}>{article.excerpt}</p>
        {article.commentCount !== undefined && (
          <p className={styles.commentCount} data-testid="comment-count">
            {commentCountText(article.commentCount)}
          </p>
        )}
        {actions && <div className={styles.cardActions}>{actions}</div>}
      </div>
    </article>
  );
}

/**
 * The article page's body (part 1 §2): title with its header action (Go to Article), category,
 * access status, rating, source and authors, the text, then the footer actions and what follows
 * (comments for members).
 */
export function ArticleView({
  article,
  html,
  headingLevel: Heading = 'h1',
  before,
  headerAction,
  actions,
  children,
}: {
  article: ArticleViewData;
  html: string;
  /** h1 on the member's page; lower where the page is shown inside another (the console's preview). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  before?: ReactNode;
  headerAction?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const open = article.accessStatus === 'true';
  return (
    <article className={styles.article}>
      {before}
      <header className={styles.articleHead}>
        <Heading className={styles.title}>{article.title}</Heading>
        {headerAction}
      </header>
      <div className={styles.meta}>
        {article.category && <span className={styles.kicker}>{article.category}</span>}
        {article.accessStatus !== null && (
          <span className={styles.access}>
            <AccessIcon accessStatus={article.accessStatus} decorative />
            {open ? 'Open access' : 'No open access'}
          </span>
        )}
        <RatingStars value={article.rating} count={article.ratingsCount} />
        <SampleLabel isSample={article.isSample} />
      </div>
      {(article.articleSource || article.authors) && (
        <p className={styles.source}>{[article.articleSource, article.authors].filter(Boolean).join(' · ')}</p>
      )}
      <SafeHtml html={html} className={styles.body} />
      {actions && <div className={styles.footer}>{actions}</div>}
      {children}
    </article>
  );
}
