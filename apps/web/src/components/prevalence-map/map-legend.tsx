import { LEGEND_BANDS } from './bands';
import styles from './prevalence.module.css';

/** The light diagonal hatch that marks 'No data', on the map and in the legend alike (ids must differ). */
export function NoDataPattern({ id }: { id: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" fill="#f2f2f2" />
      <line x1="0" y1="0" x2="0" y2="6" stroke="#a8a8a8" strokeWidth="1.5" />
    </pattern>
  );
}

export function MapLegend() {
  return (
    <figure className={styles.legend}>
      <figcaption className={styles.legendTitle}>Estimated number of Pi*ZZ individuals</figcaption>
      <ul>
        {LEGEND_BANDS.map((band) => (
          <li key={band.key}>
            <svg viewBox="0 0 18 18" className={styles.swatch} aria-hidden="true" focusable="false">
              {band.key === 'none' && (
                <defs>
                  <NoDataPattern id="prevalence-no-data-legend" />
                </defs>
              )}
              <rect
                x="0.5"
                y="0.5"
                width="17"
                height="17"
                fill={band.key === 'none' ? 'url(#prevalence-no-data-legend)' : band.color}
                stroke="#5b6670"
              />
            </svg>
            {band.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
