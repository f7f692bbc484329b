import type { EducationModule } from '@aatd/contract';
import { ExternalTextLink } from '@/components/content/external-text-link';
import styles from './modules.module.css';

/** References, readings and figures of a module; a section without entries is left out. */
export function ModuleExtras({ module: m }: { module: EducationModule }) {
  return (
    <>
      {m.figures.length > 0 && (
        <section aria-labelledby="figures">
          <h2 id="figures">Figures</h2>
          <div className={styles.figures}>
            {m.figures.map((f) => (
              <figure key={f.title}>
                {f.imageUrl && <img src={f.imageUrl} alt={f.title} loading="lazy" />}
                <figcaption>
                  <strong>{f.title}.</strong> {f.caption}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}
      {m.readings.length > 0 && (
        <section aria-labelledby="readings">
          <h2 id="readings">Readings</h2>
          <ul className={styles.list}>
            {m.readings.map((r) => (
              <li key={r.title}>{r.url ? <ExternalTextLink url={r.url}>{r.title}</ExternalTextLink> : r.title}</li>
            ))}
          </ul>
        </section>
      )}
      {m.references.length > 0 && (
        <section aria-labelledby="references">
          <h2 id="references">References</h2>
          <ol className={styles.list}>
            {m.references.map((r) => (
              <li key={r.citation}>
                {r.url ? <ExternalTextLink url={r.url}>{r.citation}</ExternalTextLink> : r.citation}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
