import type { PrevalenceCountry, PrevalenceRegionCode } from '@aatd/contract';
import { geoPath } from 'd3-geo';
import { useId, useMemo, useRef, useState } from 'react';
import { bandFor, NO_DATA_BAND } from './bands';
import { alpha3Of, frameFor, MAP_VIEWS, worldCountries, type CountryFeature } from './map-geometry';
import { countriesForRegion, formatPiZz, indexByIso3, provenance } from './prevalence';
import { NoDataPattern } from './map-legend';
import styles from './prevalence.module.css';

const HATCH_ID = 'prevalence-no-data-map';

type Props = {
  region: PrevalenceRegionCode;
  countries: readonly PrevalenceCountry[];
  sourceLabel: (key: string) => string;
};
type Active = { feature: CountryFeature; x: number; y: number; fromList: boolean };

/** Keeps the centred tooltip inside the map box near its left and right edges. */
const clampX = (x: number, width: number) => Math.min(Math.max(x, 100), Math.max(100, width - 100));

/**
 * One of the five maps. Hovering a country shows its name and Pi*ZZ estimate or 'No data'; keyboard
 * users reach the same tooltip through the list of countries under the map (170-odd outlines in the
 * tab order would be unusable), and the breakdown table carries every figure as text.
 */
export function PrevalenceMap({ region, countries, sourceLabel }: Props) {
  const tooltipId = useId();
  const box = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const [active, setActive] = useState<Active | null>(null);
  const { frame, paths } = useMemo(() => {
    const f = frameFor(region);
    const path = geoPath(f.projection);
    return { frame: f, paths: worldCountries().map((feature) => ({ feature, d: path(feature) ?? '', path })) };
  }, [region]);
  const byIso3 = useMemo(() => indexByIso3(countries), [countries]);
  const listed = useMemo(() => countriesForRegion(countries, region), [countries, region]);
  const rowOf = (f: CountryFeature) => {
    const code = alpha3Of(f);
    return code ? byIso3.get(code) : undefined;
  };

  /** Centre of a country in pixels of the map box, for the keyboard-driven tooltip. */
  const showFromList = (row: PrevalenceCountry) => {
    const target = paths.find((p) => p.feature.id != null && row.iso3.includes(alpha3Of(p.feature) ?? ''));
    const ctm = svg.current?.getScreenCTM();
    const rect = box.current?.getBoundingClientRect();
    if (!target || !ctm || !rect) return;
    const [cx, cy] = target.path.centroid(target.feature);
    setActive({
      feature: target.feature,
      x: clampX(ctm.a * cx + ctm.e - rect.left, rect.width),
      y: ctm.d * cy + ctm.f - rect.top,
      fromList: true,
    });
  };

  const activeRow = active ? rowOf(active.feature) : undefined;
  const title = MAP_VIEWS[region].title;
  return (
    <div className={styles.mapBlock}>
      <div ref={box} className={styles.mapBox} onMouseLeave={() => setActive(null)}>
        <svg
          ref={svg}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          className={styles.map}
          role="img"
          aria-label={`Map of ${title} showing the Pi*ZZ estimate of each country; the figures are in the table below.`}
        >
          <defs>
            <NoDataPattern id={HATCH_ID} />
          </defs>
          {frame.sphere ? (
            <path d={geoPath(frame.projection)(frame.sphere) ?? ''} className={styles.ocean} />
          ) : (
            <rect width={frame.width} height={frame.height} className={styles.ocean} />
          )}
          {paths.map(({ feature, d }, i) => {
            const row = rowOf(feature);
            const band = row ? bandFor(row.pizz.low) : NO_DATA_BAND;
            return (
              <path
                key={feature.id ?? `${feature.properties.name}-${i}`}
                d={d}
                fill={band.key === 'none' ? `url(#${HATCH_ID})` : band.color}
                className={active?.feature === feature ? styles.countryActive : styles.country}
                onMouseMove={(e) => {
                  const rect = box.current!.getBoundingClientRect();
                  setActive({
                    feature,
                    x: clampX(e.clientX - rect.left, rect.width),
                    y: e.clientY - rect.top,
                    fromList: false,
                  });
                }}
              />
            );
          })}
        </svg>
        {active && (
          <div id={tooltipId} role="tooltip" className={styles.tooltip} style={{ left: active.x, top: active.y }}>
            <strong>{activeRow?.name ?? active.feature.properties.name}</strong>
            <span>{activeRow ? formatPiZz(activeRow.pizz) : 'No data'}</span>
            {activeRow && (
              <span className={styles.tooltipSource}>{provenance(activeRow.kind, sourceLabel(activeRow.source))}</span>
            )}
          </div>
        )}
      </div>
      {listed.length > 0 && (
        <div className={styles.countryList}>
          <h3 className={styles.countryListTitle}>Countries with data on this map</h3>
          <ul>
            {listed.map((row) => (
              <li key={row.name}>
                <button
                  type="button"
                  aria-describedby={active?.fromList && activeRow === row ? tooltipId : undefined}
                  onFocus={() => showFromList(row)}
                  onMouseEnter={() => showFromList(row)}
                  onBlur={() => setActive(null)}
                  onMouseLeave={() => setActive(null)}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') setActive(null);
                  }}
                >
                  {row.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
