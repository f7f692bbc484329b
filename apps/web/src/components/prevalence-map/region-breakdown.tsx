import type { PrevalenceRegionCode, PrevalenceResponse } from '@aatd/contract';
import { countriesForRegion, formatCount, formatPiZz, kindLabel, REGION_OPTIONS, regionByCode } from './prevalence';
import styles from './prevalence.module.css';

type Props = { data: PrevalenceResponse; region: PrevalenceRegionCode; sourceLabel: (key: string) => string };

/** Regional breakdown table: the regions for Worldwide, otherwise the selected region's countries. */
export function RegionBreakdown({ data, region, sourceLabel }: Props) {
  const label = REGION_OPTIONS.find((o) => o.value === region)?.label ?? region;
  const total = regionByCode(data, region);
  const rows =
    region === 'ALL'
      ? data.regions
          .filter((r) => r.code !== 'ALL')
          .map((r) => ({
            name: r.name,
            figure: formatCount(r.total),
            kind: kindLabel(r.kind),
            source: sourceLabel(r.source),
          }))
      : countriesForRegion(data.countries, region).map((c) => ({
          name: c.name,
          figure: formatPiZz(c.pizz),
          kind: kindLabel(c.kind),
          source: sourceLabel(c.source),
        }));
  const kinds = new Set(data.countries.filter((c) => c.region === region).map((c) => c.kind));
  const parts =
    total && total.parts.length > 1 ? total.parts.map((p) => `${p.name} ${formatCount(p.total)}`).join(' + ') : null;

  return (
    // Scrolls sideways on narrow screens, so keyboard users must be able to focus it (its name avoids
    // "Region", which would make the Region select's label ambiguous).
    <div className={styles.tableWrap} role="region" aria-label={`Breakdown table: ${label}`} tabIndex={0}>
      <table className={styles.table}>
        <caption>Regional breakdown: {label}</caption>
        <thead>
          <tr>
            <th scope="col">{region === 'ALL' ? 'Region' : 'Country'}</th>
            <th scope="col">Estimated Pi*ZZ</th>
            <th scope="col">Kind</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{row.figure}</td>
              <td>{row.kind}</td>
              <td>{row.source}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={4}>No country-level figures in the current table; the regional total is below.</td>
            </tr>
          )}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row">{region === 'ALL' ? 'Worldwide' : `Total, ${label}`}</th>
              <td className={styles.number}>
                {formatCount(total.total)}
                {parts && <span className={styles.parts}> ({parts})</span>}
              </td>
              <td>{kindLabel(total.kind)}</td>
              <td>{sourceLabel(total.source)}</td>
            </tr>
          </tfoot>
        )}
      </table>
      {region !== 'ALL' && rows.length > 0 && (
        <p className={styles.note}>
          Country figures come from different sources and years, so they need not add up to the regional total.
          {kinds.has('derived-hardy-weinberg') &&
            ' An estimate is derived from the source’s Pi*Z allele frequency (population × frequency²), not printed in it.'}
          {kinds.has('range-2006') && ' A range is coloured on the map by its lower bound.'}
        </p>
      )}
    </div>
  );
}
