import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { moduleFormat, type EducationModule } from '@aatd/contract';
import { FollowButton, ShareButton } from '@/components/engagement';
import { ContentNotFound } from '@/components/content/not-found';
import { SampleLabel } from '@/components/content/sample-label';
import { VideoPlayer } from '@/components/content/video-player';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useModule } from './api/get-module';
import { ModuleExtras } from './components/module-extras';
import { SaveModuleButton } from './components/save-module-button';
import styles from './components/modules.module.css';

// pdf.js is large: it loads only when a module with a PDF is opened.
const PdfViewer = lazy(async () => ({ default: (await import('./components/pdf-viewer')).PdfViewer }));

/** /community/education/cmemodules/:moduleId — a module's detail (spec part 2 §2.4). */
export default function ModulePage() {
  const id = Number(useParams().moduleId);
  if (!Number.isInteger(id) || id < 1) return <ContentNotFound what="module" />;
  return <Module id={id} />;
}

function Module({ id }: { id: number }) {
  const query = useModule(id);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="module" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <ModuleBody module={query.data} />;
}

function ModuleBody({ module: m }: { module: EducationModule }) {
  usePageTitle(m.title);
  return (
    <article className={styles.detail}>
      <BackLink to={paths.modules.getHref()} label="Education Modules" />
      <h1>{m.title}</h1>
      <div className={styles.tags}>
        <span className={styles.tag}>Topic: {m.topic}</span>
        <span className={styles.tag}>Format: {moduleFormat(m.pdfLinks, m.videoLinks)}</span>
        <SampleLabel isSample={m.isSample} />
      </div>
      <div className={styles.controls}>
        <SaveModuleButton moduleId={m.id} isSaved={m.isSaved} />
        <ShareButton variant="module" />
        <FollowButton type="topic" target={m.topic} label={`the topic ${m.topic}`} />
      </div>
      <p>{m.moduleIntro}</p>
      {m.description && <p>{m.description}</p>}
      {m.pdfLinks.map((file) => (
        <Suspense key={file} fallback={<Spinner label="Loading PDF viewer" />}>
          <PdfViewer file={file} title={m.title} />
        </Suspense>
      ))}
      {m.videoLinks.map((src, i) => (
        <VideoPlayer key={src} src={src} title={m.videoLinks.length > 1 ? `${m.title} (video ${i + 1})` : m.title} />
      ))}
      {m.associatedTrials && (
        <section aria-labelledby="trials">
          <h2 id="trials">Associated trials</h2>
          <p>{m.associatedTrials}</p>
        </section>
      )}
      {m.conflictOfInterests && (
        <section aria-labelledby="coi">
          <h2 id="coi">Conflict of interests</h2>
          <p>{m.conflictOfInterests}</p>
        </section>
      )}
      <ModuleExtras module={m} />
    </article>
  );
}
