import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { buildRoadGraphFromPbf, ROAD_GRAPH_VERSION, type RoadGraph } from './road-graph';

export interface LoadedGraph {
  graph: RoadGraph;
  fromCache: boolean;
  cacheFile: string | null;
}

/**
 * Builds the road graph for an .osm.pbf file, reusing a cached build in cacheDir when the file's path, size and
 * modification time and the graph format version all match. The cache is written atomically (temp + rename) so two
 * processes starting together never read a half-written file.
 */
export function loadRoadGraph(osmFile: string, cacheDir?: string): LoadedGraph {
  const abs = resolve(osmFile);
  const st = statSync(abs);
  if (!cacheDir)
    return { graph: buildRoadGraphFromPbf(readFileSync(abs)), fromCache: false, cacheFile: null };
  const key = createHash('sha256')
    .update(`${abs}|${st.size}|${st.mtimeMs}|v${ROAD_GRAPH_VERSION}`)
    .digest('hex')
    .slice(0, 16);
  const dir = resolve(cacheDir);
  const cacheFile = join(dir, `road-graph-${key}.bin`);
  try {
    const cached = deserialize(readFileSync(cacheFile)) as RoadGraph;
    if (cached.version === ROAD_GRAPH_VERSION) return { graph: cached, fromCache: true, cacheFile };
  } catch {
    // Missing or unreadable cache: rebuild below.
  }
  const graph = buildRoadGraphFromPbf(readFileSync(abs));
  mkdirSync(dir, { recursive: true });
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(tmp, serialize(graph));
  renameSync(tmp, cacheFile);
  return { graph, fromCache: false, cacheFile };
}
