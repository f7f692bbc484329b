import type { PrevalenceRegionCode } from '@aatd/contract';
import type { Feature, FeatureCollection, Geometry, MultiPoint } from 'geojson';
import { geoMercator, geoNaturalEarth1, geoPath, type GeoGeometryObjects, type GeoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldAtlas from 'world-atlas/countries-110m.json';
import { ISO_NUMERIC_TO_ALPHA3 } from './iso-numeric';

export type CountryFeature = Feature<Geometry, { name: string }> & { id?: string | number };

/** The five maps of spec part 2 §2.6: longitude/latitude bounds of each view, or the whole sphere. */
type View = {
  title: string;
  projection: 'naturalEarth1' | 'mercator';
  bounds: [[number, number], [number, number]] | 'sphere';
};
export const MAP_VIEWS: Record<PrevalenceRegionCode, View> = {
  ALL: { title: 'the world', projection: 'naturalEarth1', bounds: 'sphere' },
  EU: {
    title: 'Europe',
    projection: 'mercator',
    bounds: [
      [-25, 34],
      [45, 71],
    ],
  },
  NAM: {
    title: 'North, South and Central America',
    projection: 'naturalEarth1',
    bounds: [
      [-168, -56],
      [-34, 72],
    ],
  },
  AFR: {
    title: 'Africa and Asia',
    projection: 'naturalEarth1',
    bounds: [
      [-20, -36],
      [150, 56],
    ],
  },
  AUS: {
    title: 'Australia and New Zealand',
    projection: 'mercator',
    bounds: [
      [110, -48],
      [180, -9],
    ],
  },
};

export const MAP_WIDTH = 960;

const topology = worldAtlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
let cached: CountryFeature[] | null = null;

/** Country outlines of Natural Earth 1:110m, decoded once. */
export function worldCountries(): CountryFeature[] {
  cached ??= (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>).features;
  return cached;
}

/** ISO alpha-3 of an outline (world-atlas ids are ISO numeric; three disputed areas have none). */
export const alpha3Of = (f: CountryFeature): string | undefined =>
  f.id == null ? undefined : ISO_NUMERIC_TO_ALPHA3[String(f.id)];

/** Points along a lon/lat box, so a curved projection fits the whole box, not just its corners. */
function boxOutline([[w, s], [e, n]]: [[number, number], [number, number]]): MultiPoint {
  const steps = 12;
  const coordinates: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const lon = w + ((e - w) * i) / steps;
    const lat = s + ((n - s) * i) / steps;
    coordinates.push([lon, s], [lon, n], [w, lat], [e, lat]);
  }
  return { type: 'MultiPoint', coordinates };
}

/** `sphere` is the globe's outline for the world map; regional maps fill their whole frame. */
export type MapFrame = { projection: GeoProjection; width: number; height: number; sphere: GeoGeometryObjects | null };

/** Projection fitted to a view's width; the height follows the region's shape. */
export function frameFor(region: PrevalenceRegionCode): MapFrame {
  const view = MAP_VIEWS[region];
  const projection = view.projection === 'mercator' ? geoMercator() : geoNaturalEarth1();
  const outline: GeoGeometryObjects = view.bounds === 'sphere' ? { type: 'Sphere' } : boxOutline(view.bounds);
  if (view.bounds !== 'sphere') projection.rotate([-(view.bounds[0][0] + view.bounds[1][0]) / 2, 0]);
  projection.fitWidth(MAP_WIDTH, outline);
  const height = Math.ceil(geoPath(projection).bounds(outline)[1][1]);
  projection.clipExtent([
    [0, 0],
    [MAP_WIDTH, height],
  ]);
  return { projection, width: MAP_WIDTH, height, sphere: view.bounds === 'sphere' ? outline : null };
}
