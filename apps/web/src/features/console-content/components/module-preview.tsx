import { moduleFormat, type ContentItem } from '@aatd/contract';
import { VideoPlayer } from '@/components/content/video-player';
import styles from './content-preview.module.css';

/**
 * A module's working version laid out as its member page is (title, topic and format, the
 * introduction and summary, PDFs, videos, trials, conflicts, figures, readings, references). The
 * member page pages through each PDF in its viewer; here each opens in a new tab.
 */
export function ModulePreview({ item }: { item: ContentItem }) {
  const f = item.working.fields;
  const title = f.title ?? 'Untitled';
  const { pdfLinks, videoLinks, figureImages } = item.media;
  return (
    <article className={styles.module}>
      <h3>{title}</h3>
      <p className={styles.tags}>
        <span>Topic: {f.topic ?? '—'}</span>
        <span>Format: {moduleFormat(pdfLinks, videoLinks)}</span>
      </p>
      {f.moduleIntro && <p>{f.moduleIntro}</p>}
      {f.excerpt && <p>{f.excerpt}</p>}
      {pdfLinks.length > 0 && (
        <ul>
          {pdfLinks.map((href, i) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noreferrer">
                Open PDF {i + 1} (new tab)
              </a>
            </li>
          ))}
        </ul>
      )}
      {videoLinks.map((src, i) => (
        <VideoPlayer key={src} src={src} title={videoLinks.length > 1 ? `${title} (video ${i + 1})` : title} />
      ))}
      {f.associatedTrials && (
        <>
          <h4>Associated trials</h4>
          <p>{f.associatedTrials}</p>
        </>
      )}
      {f.conflictOfInterests && (
        <>
          <h4>Conflict of interests</h4>
          <p>{f.conflictOfInterests}</p>
        </>
      )}
      {f.figures.length > 0 && (
        <>
          <h4>Figures</h4>
          {f.figures.map((fig, i) => (
            <figure key={i}>
              {figureImages[i] && <img src={figureImages[i]} alt={fig.title} className={styles.figure} />}
              <figcaption>
                <strong>{fig.title}.</strong> {fig.caption}
              </figcaption>
            </figure>
          ))}
        </>
      )}
      {f.readings.length > 0 && (
        <>
          <h4>Readings</h4>
          <ul>
            {f.readings.map((r, i) => (
              <li key={i}>{r.url ? <a href={r.url}>{r.title}</a> : r.title}</li>
            ))}
          </ul>
        </>
      )}
      {f.references.length > 0 && (
        <>
          <h4>References</h4>
          <ol>
            {f.references.map((r, i) => (
              <li key={i}>{r.url ? <a href={r.url}>{r.citation}</a> : r.citation}</li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
