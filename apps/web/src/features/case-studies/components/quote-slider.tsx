import { useState } from 'react';
import type { QuoteSlide } from '../data/types';
import styles from './case-study.module.css';

/**
 * The patient header's two quotes; the dots choose the slide. No automatic rotation, so nothing moves
 * that a reader would need to pause (WCAG 2.2.2).
 */
export function QuoteSlider({ slides }: { slides: readonly QuoteSlide[] }) {
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  return (
    <div className={styles.slider}>
      <figure className={styles.slide} aria-live="polite">
        <blockquote className={styles.quote}>
          <p>“{slide.quotedText}”</p>
        </blockquote>
        <figcaption className={styles.quoteBy}>{slide.text}</figcaption>
      </figure>
      <div className={styles.dots}>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={`Show quote ${i + 1}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
