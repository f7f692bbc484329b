import { useState } from 'react';
import { EDUCATION_TEXT, type EducationPost } from '@aatd/contract';
import { ExternalLinkButton } from '@/components/engagement';
import content from '@/components/content/content.module.css';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import styles from './education.module.css';
import { CardImage } from '@/components/content/card-image';

/**
 * An augmented-reality card (spec part 2 §2.1): image, title, QR code, SCAN ME, the mobile note,
 * View on desktop (an external article URL goes through the leave-site warning) and the desktop note.
 */
export function ArCard({ post, headingLevel: Heading = 'h3' }: { post: EducationPost; headingLevel?: 'h2' | 'h3' }) {
  const [scan, setScan] = useState(false);
  const qrAlt = `QR code for ${post.title}`;
  return (
    <article className={content.card}>
      <CardImage className={content.thumb} src={post.feature_image} />
      <div className={content.cardBody}>
        <Heading className={content.cardTitle}>{post.title}</Heading>
        {post.qr_code_image && (
          <img className={styles.qr} src={post.qr_code_image} alt={qrAlt} width={120} height={120} />
        )}
        <Button
          variant="secondary"
          onClick={() => setScan(true)}
          aria-label={`${EDUCATION_TEXT.scanMe}: ${post.title}`}
        >
          {EDUCATION_TEXT.scanMe}
        </Button>
        <p className={styles.note}>{EDUCATION_TEXT.arMobileNote}</p>
        {post.articleUrl ? (
          <ExternalLinkButton
            url={post.articleUrl}
            postId={post.id}
            viewType="education"
            label={EDUCATION_TEXT.viewOnDesktop}
            title={post.title}
          />
        ) : (
          <ButtonLink
            to={paths.educationPost.getHref(post.slug, post.id)}
            aria-label={`${EDUCATION_TEXT.viewOnDesktop}: ${post.title}`}
          >
            {EDUCATION_TEXT.viewOnDesktop}
          </ButtonLink>
        )}
        <p className={styles.note}>{EDUCATION_TEXT.arDesktopNote}</p>
      </div>
      <Dialog
        open={scan}
        onOpenChange={setScan}
        title={EDUCATION_TEXT.scanMe}
        description="Scan this code with the camera of your mobile device to open the AR and 3D view."
      >
        {post.qr_code_image && (
          <img className={styles.qrLarge} src={post.qr_code_image} alt={qrAlt} width={240} height={240} />
        )}
        <DialogActions>
          <Button onClick={() => setScan(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </article>
  );
}
