import { useState } from 'react';
import { useParams } from 'react-router';
import { EDUCATION_TEXT, type ConferenceDetail } from '@aatd/contract';
import { CommentsSection, RatingDialog, RatingStars, ShareButton } from '@/components/engagement';
import { ContentNotFound } from '@/components/content/not-found';
import { PdfLink } from '@/components/content/pdf-link';
import { SampleLabel } from '@/components/content/sample-label';
import { VideoPlayer } from '@/components/content/video-player';
import { Button } from '@/components/ui/button';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { BackLink } from '@/components/ui/back-link';
import { useConference } from './api/get-conference';
import styles from './components/conferences.module.css';

/**
 * /community/education/conferencehighlights/:conferenceId (spec part 2 §2.3). Share really shares
 * (the original showed success without a call); ratings are recorded as 'conference-highlights'.
 */
export default function ConferencePage() {
  const id = Number(useParams().conferenceId);
  if (!Number.isInteger(id) || id < 1) return <ContentNotFound what="conference" />;
  return <Conference id={id} />;
}

function Conference({ id }: { id: number }) {
  const query = useConference(id);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ContentNotFound what="conference" />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return <ConferenceBody conference={query.data} />;
}

function ConferenceBody({ conference: c }: { conference: ConferenceDetail }) {
  const [rating, setRating] = useState(false);
  usePageTitle(c.title);
  return (
    <article className={styles.detail}>
      <BackLink to={paths.conferences.getHref()} label={EDUCATION_TEXT.conferencesHeading} />
      <h1>{c.title}</h1>
      {c.feature_image && <img className={styles.feature} src={c.feature_image} alt="" />}
      <div className={styles.meta}>
        <RatingStars value={c.rating} count={c.ratingsCount} />
        {c.pdf_link && <PdfLink href={c.pdf_link} label={EDUCATION_TEXT.viewDocuments} />}
        <SampleLabel isSample={c.isSample} />
      </div>
      {c.excerpt && <p>{c.excerpt}</p>}
      {c.embed_video_link && <VideoPlayer src={c.embed_video_link} title={c.title} />}
      <div className={styles.controls}>
        <Button variant="secondary" onClick={() => setRating(true)}>
          Rate
        </Button>
        <ShareButton />
        <RatingDialog
          open={rating}
          onOpenChange={setRating}
          postId={c.id}
          noun="video"
          moduleType="conference-highlights"
          title={c.title}
          userRating={c.userRating}
        />
      </div>
      <CommentsSection postId={c.id} firstPage={c.comments} />
    </article>
  );
}
