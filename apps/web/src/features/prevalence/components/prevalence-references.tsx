import type { Reference } from '@/components/prevalence-map';
import { prevalenceStyles as styles } from '@/components/prevalence-map';

const ABBREVIATIONS = [
  ['AAT', 'alpha-1 antitrypsin'],
  ['AATD', 'alpha-1 antitrypsin deficiency'],
  ['Pi', 'protease inhibitor (the AAT gene locus)'],
  ['Pi*Z', 'the Z allele of the AAT gene'],
  ['Pi*ZZ', 'two copies of the Z allele'],
] as const;

export function PrevalenceAbbreviations() {
  return (
    <section className={styles.small} aria-labelledby="prevalence-abbreviations">
      <h2 id="prevalence-abbreviations">Abbreviations</h2>
      <dl className={styles.abbreviations}>
        {ABBREVIATIONS.map(([term, meaning]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Numbered in the order the tables' [n] labels use. */
export function PrevalenceReferences({ references }: { references: readonly Reference[] }) {
  return (
    <section className={styles.small} aria-labelledby="prevalence-references">
      <h2 id="prevalence-references">References</h2>
      <ol>
        {references.map((r) => (
          <li key={r.key}>{r.citation}</li>
        ))}
      </ol>
    </section>
  );
}
