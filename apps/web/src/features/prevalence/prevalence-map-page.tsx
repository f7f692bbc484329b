import type { PrevalenceRegionCode, PrevalenceResponse } from '@aatd/contract';
import { useMemo, useState } from 'react';
import { SelectField, TextField } from '@/components/ui/field';
import { ErrorState, Spinner } from '@/components/ui/feedback';
import { usePrevalence } from './api/get-prevalence';
import { DID_YOU_KNOW, FACT_SOURCES, visibleFacts } from './data/facts';
import { FactTables } from './components/fact-tables';
import { MapLegend } from './components/map-legend';
import { PrevalenceMap } from './components/prevalence-map';
import { PrevalenceAbbreviations, PrevalenceReferences } from './components/prevalence-references';
import { RegionBreakdown } from './components/region-breakdown';
import {
  countriesForRegion,
  formatCount,
  isRegionCode,
  referenceLabeller,
  REGION_OPTIONS,
  regionByCode,
  type Reference,
} from './utils/prevalence';
import styles from './components/prevalence.module.css';

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
  const [region, setRegion] = useState<PrevalenceRegionCode>('ALL');
  const references = useMemo(() => referencesFor(data), [data]);
  const sourceLabel = useMemo(() => referenceLabeller(references), [references]);
  const world = regionByCode(data, 'ALL');
  const total = regionByCode(data, region);

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

      <div className={styles.controls}>
        <SelectField
          label="Region"
          value={region}
          options={REGION_OPTIONS}
          onChange={(e) => {
            if (isRegionCode(e.target.value)) setRegion(e.target.value);
          }}
        />
        <TextField
          label="Estimated number of Pi*ZZ individuals"
          readOnly
          value={total ? formatCount(total.total) : 'No data'}
        />
      </div>

      <section aria-label="Map">
        <PrevalenceMap key={region} region={region} countries={data.countries} sourceLabel={sourceLabel} />
        <MapLegend />
        {region !== 'ALL' && total && countriesForRegion(data.countries, region).length === 0 && (
          // A region drawn all "No data" beside a count would look broken (issue 14): say why.
          <p className={styles.note} role="note">
            No country-level figures: the total of {formatCount(total.total)} comes from a published regional estimate (
            {sourceLabel(total.source)}), which gives no country breakdown.
          </p>
        )}
      </section>

      {/* Not labelled by its heading, so getByLabel('Region') finds only the select. */}
      <section>
        <h2 className={styles.sectionTitle}>Regional breakdown</h2>
        <RegionBreakdown data={data} region={region} sourceLabel={sourceLabel} />
      </section>

      <section>
        <h2 className={styles.sectionTitle}>Key facts</h2>
        <FactTables sourceLabel={sourceLabel} />
      </section>

      <PrevalenceAbbreviations />
      <PrevalenceReferences references={references} />
    </>
  );
}
