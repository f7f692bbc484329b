import { Link, useParams } from 'react-router';
import { CONTENT_KIND_LABELS, educationCategory, type ContentItem } from '@aatd/contract';
import { ArticleCardView, ArticleView } from '@/components/content/article-view';
import { ContentNotFound } from '@/components/content/not-found';
import { PostView } from '@/components/content/post-view';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useContentItem } from './api/get-content-item';
import { ModulePreview } from './components/module-preview';
import { NEWS_GROUP_LABELS } from './utils/content-text';
import styles from './components/content-preview.module.css';

/** /admin/content/:contentId/preview — the working version drawn with the components members see. */
export default function ContentPreviewPage() {
  const id = Number(useParams().contentId);
  if (!Number.isInteger(id) || id < 1) return <ContentNotFound what="item" />;
  return <PreviewLoader id={id} />;
}

function PreviewLoader({ id }: { id: number }) {
  const query = useContentItem(id);
  if (query.isPending) return <Spinner label="Loading the preview" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="item" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <Preview item={query.data} />;
}

function Preview({ item }: { item: ContentItem }) {
  const f = item.working.fields;
  const title = f.title ?? 'Untitled';
  usePageTitle(`Preview: ${title}`);
  const common = {
    title,
    excerpt: f.excerpt ?? '',
    rating: 0,
    ratingsCount: 0,
  };
  const article = {
    ...common,
    feature_image: item.media.featureImage,
    category: f.category,
    articleSource: f.articleSource,
    authors: f.authors,
    impactFactor: f.impactFactor,
    accessStatus: f.accessStatus === null ? null : f.accessStatus ? 'true' : 'false',
  } as const;
  return (
    <>
      <p className={styles.kicker}>
        <Link to={paths.consoleContentItem.getHref(item.id)}>Back to the editor</Link>
      </p>
      <h1 className={styles.heading}>Preview as a member</h1>
      <p>
        {CONTENT_KIND_LABELS[item.kind]}, version {item.working.number}, as members will see it once it is published.
        Ratings and comments start empty; buttons that act for a member are left out.
      </p>
      {item.kind === 'news' ? (
        <>
          <section className={styles.frame} aria-labelledby="preview-card">
            <h2 id="preview-card" className={styles.frameTitle}>
              In the {f.newsGroup ? NEWS_GROUP_LABELS[f.newsGroup] : 'news'} list
            </h2>
            <div className={styles.cardSlot}>
              <ArticleCardView article={article} />
            </div>
          </section>
          <section className={styles.frame} aria-labelledby="preview-page">
            <h2 id="preview-page" className={styles.frameTitle}>
              The article page
            </h2>
            <div className={styles.pageSlot}>
              <ArticleView article={article} html={f.html ?? ''} headingLevel="h3" />
            </div>
          </section>
        </>
      ) : item.kind === 'module' ? (
        <section className={styles.frame} aria-labelledby="preview-page">
          <h2 id="preview-page" className={styles.frameTitle}>
            The module page
          </h2>
          <div className={styles.pageSlot}>
            <ModulePreview item={item} />
          </div>
        </section>
      ) : (
        <section className={styles.frame} aria-labelledby="preview-page">
          <h2 id="preview-page" className={styles.frameTitle}>
            The page
          </h2>
          <div className={styles.pageSlot}>
            <PostView
              post={{
                ...common,
                kind: item.kind,
                pdf_link: item.media.pdfLink,
                embed_video_link: f.embedVideoLink,
                qr_code_image: null,
              }}
              html={f.html ?? ''}
              kicker={
                (f.educationCategory && educationCategory(f.educationCategory)?.label) ?? CONTENT_KIND_LABELS[item.kind]
              }
              headingLevel="h3"
            />
          </div>
        </section>
      )}
    </>
  );
}
