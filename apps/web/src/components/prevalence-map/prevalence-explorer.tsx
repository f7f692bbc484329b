import type { PrevalenceRegionCode, PrevalenceResponse } from '@aatd/contract';
import { useState } from 'react';
import { SelectField, TextField } from '@/components/ui/field';
import { MapLegend } from './map-legend';
import { PrevalenceMap } from './prevalence-map';
import { countriesForRegion, formatCount, isRegionCode, REGION_OPTIONS, regionByCode } from './prevalence';
import { RegionBreakdown } from './region-breakdown';
import styles from './prevalence.module.css';

type Props = {
  data: PrevalenceResponse;
  sourceLabel: (key: string) => string;
  /** The breakdown's heading level: 2 on the members' page, 3 inside the console's preview section. */
  headingLevel?: 2 | 3;
};

/**
 * The prevalence map as members use it (spec part 2 §2.6): the region select, the estimated count,
 * the map with its legend and the regional breakdown. The console previews a draft data set with
 * this same component, so what an editor checks is what members will see.
 */
export function PrevalenceExplorer({ data, sourceLabel, headingLevel = 2 }: Props) {
  const [region, setRegion] = useState<PrevalenceRegionCode>('ALL');
  const total = regionByCode(data, region);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
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
          // A region drawn all "No data" beside a count would look broken: say why.
          <p className={styles.note} role="note">
            No country-level figures: the total of {formatCount(total.total)} comes from a published regional estimate (
            {sourceLabel(total.source)}), which gives no country breakdown.
          </p>
        )}
      </section>

      {/* Not labelled by its heading, so getByLabel('Region') finds only the select. */}
      <section>
        <Heading className={styles.sectionTitle}>Regional breakdown</Heading>
        <RegionBreakdown data={data} region={region} sourceLabel={sourceLabel} />
      </section>
    </>
  );
}
