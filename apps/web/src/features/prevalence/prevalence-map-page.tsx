import type { PrevalenceResponse } from '@aatd/contract';
import { useMemo } from 'react';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import {
  formatCount,
  PrevalenceExplorer,
  prevalenceStyles as styles,
  referenceLabeller,
  regionByCode,
  type Reference,
} from '@/components/prevalence-map';
import { usePrevalence } from './api/get-prevalence';
import { DID_YOU_KNOW, FACT_SOURCES, visibleFacts } from './data/facts';
import { FactTables } from './components/fact-tables';
import { PrevalenceAbbreviations, PrevalenceReferences } from './components/prevalence-references';

/** /community/education/aatd-education-understanding-aatd/map (spec part 2 §2.6). */
export default function PrevalenceMapPage() {
  const query = usePrevalence();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Understanding the Global Prevalence of AATD</h1>
      {query.isPending ? (
        <Spinner label="Loading prevalence data" />
      ) : query.isError ? (
        <ErrorState message="The prevalence data could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <PrevalenceContent data={query.data} />
      )}
    </article>
  );
}

/** References: the table's sources, then the fact sources that a shown fact or box entry cites. */
function referencesFor(data: PrevalenceResponse): Reference[] {
  const cited = new Set([
    ...visibleFacts().map((f) => f.source),
    ...DID_YOU_KNOW.flatMap((d) => (d.source ? [d.source] : [])),
  ]);
  return [
    ...data.sources,
    ...FACT_SOURCES.filter((s) => cited.has(s.key) && !data.sources.some((d) => d.key === s.key)),
  ];
}

function PrevalenceContent({ data }: { data: PrevalenceResponse }) {
  const references = useMemo(() => referencesFor(data), [data]);
  const sourceLabel = useMemo(() => referenceLabeller(references), [references]);
  const world = regionByCode(data, 'ALL');

  return (
    <>
      <aside className={styles.didYouKnow} aria-labelledby="did-you-know">
        <h2 id="did-you-know">Did you know?</h2>
        <ul>
          {world && (
            <li>
              An estimated {formatCount(world.total)} people worldwide have the Pi*ZZ genotype (
              {sourceLabel(world.source)}).
            </li>
          )}
          {DID_YOU_KNOW.filter((d) => d.source).map((d) => (
            <li key={d.text}>
              {d.text.replace(/\.$/, '')} ({sourceLabel(d.source!)}).
            </li>
          ))}
        </ul>
      </aside>

      <PrevalenceExplorer data={data} sourceLabel={sourceLabel} />

      <section>
        <h2 className={styles.sectionTitle}>Key facts</h2>
        <FactTables sourceLabel={sourceLabel} />
      </section>

      <PrevalenceAbbreviations />
      <PrevalenceReferences references={references} />
    </>
  );
}
