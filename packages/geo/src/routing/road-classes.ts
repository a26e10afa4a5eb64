/** OSM `highway` values a delivery van may drive on, in a fixed order: the index is stored in the graph. */
export const ROAD_CLASSES = [
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'unclassified',
  'residential',
  'living_street',
  'service',
  'motorway_link',
  'trunk_link',
  'primary_link',
  'secondary_link',
  'tertiary_link',
  'road',
] as const;

export type RoadClass = (typeof ROAD_CLASSES)[number];

/** Classes whose traffic follows the arterial peak pattern; the rest are local streets. */
export const ARTERIAL_CLASSES: ReadonlySet<RoadClass> = new Set<RoadClass>([
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'motorway_link',
  'trunk_link',
  'primary_link',
  'secondary_link',
]);

export function roadClassIndex(highway: string | undefined): number {
  if (highway === undefined) return -1;
  return (ROAD_CLASSES as readonly string[]).indexOf(highway);
}

export type SpeedTable = Record<RoadClass, number>;
