/**
 * Minimal OpenStreetMap PBF reader (format: https://wiki.openstreetmap.org/wiki/PBF_Format).
 *
 * A file is a sequence of [4-byte big-endian BlobHeader length][BlobHeader][Blob]. Each OSMData blob is a
 * zlib-compressed PrimitiveBlock holding a string table and groups of nodes, dense nodes, ways and relations.
 * Coordinates are stored as integers: lat = 1e-9 * (lat_offset + granularity * value). Only what routing needs is
 * decoded: node coordinates and way node references with tags. Relations and metadata are skipped.
 */
import { inflateSync } from 'node:zlib';
import { PbfReader } from 'pbf';

export interface OsmWay {
  id: number;
  refs: number[];
  tags: Record<string, string>;
}

export interface OsmPbfHandlers {
  /** Called for every node (plain or dense) with its coordinates in degrees. */
  node?: (id: number, lat: number, lon: number) => void;
  way?: (way: OsmWay) => void;
  /** Called for every node that carries tags (place names for the gazetteer build), after `node`. */
  taggedNode?: (id: number, lat: number, lon: number, tags: Record<string, string>) => void;
}

interface BlobHeader {
  type: string;
  datasize: number;
}

interface Blob {
  raw: Uint8Array | null;
  zlib: Uint8Array | null;
}

export function readOsmPbf(file: Uint8Array, handlers: OsmPbfHandlers): void {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let pos = 0;
  while (pos + 4 <= file.byteLength) {
    const headerLength = view.getUint32(pos, false);
    pos += 4;
    const header = new PbfReader(file.subarray(pos, pos + headerLength)).readFields<BlobHeader>(
      (tag, h, pbf) => {
        if (tag === 1) h.type = pbf.readString();
        else if (tag === 3) h.datasize = pbf.readVarint();
      },
      { type: '', datasize: 0 },
    );
    pos += headerLength;
    const blobBytes = file.subarray(pos, pos + header.datasize);
    pos += header.datasize;
    if (header.type !== 'OSMData') continue;
    const blob = new PbfReader(blobBytes).readFields<Blob>(
      (tag, b, pbf) => {
        if (tag === 1) b.raw = pbf.readBytes();
        else if (tag === 3) b.zlib = pbf.readBytes();
        else if (tag === 4 || tag === 6 || tag === 7)
          throw new Error('osm.pbf: only raw and zlib blobs are supported');
      },
      { raw: null, zlib: null },
    );
    const data = blob.zlib ? new Uint8Array(inflateSync(blob.zlib)) : blob.raw;
    if (data) readPrimitiveBlock(data, handlers);
  }
}

interface BlockContext {
  strings: string[];
  granularity: number;
  latOffset: number;
  lonOffset: number;
  groups: Array<[number, number]>;
}

function readPrimitiveBlock(data: Uint8Array, handlers: OsmPbfHandlers): void {
  const pbf = new PbfReader(data);
  // The string table and granularity may follow the groups, so record group spans first and decode them afterwards.
  const ctx = pbf.readFields<BlockContext>(
    (tag, c, p) => {
      if (tag === 1) {
        const end = p.readVarint() + p.pos;
        p.readFields(
          (t, strings: string[], q) => {
            if (t === 1) strings.push(q.readString());
          },
          c.strings,
          end,
        );
      } else if (tag === 2) {
        const len = p.readVarint();
        c.groups.push([p.pos, p.pos + len]);
        p.pos += len;
      } else if (tag === 17) c.granularity = p.readVarint();
      else if (tag === 19) c.latOffset = p.readVarint(true);
      else if (tag === 20) c.lonOffset = p.readVarint(true);
    },
    { strings: [], granularity: 100, latOffset: 0, lonOffset: 0, groups: [] },
  );
  for (const [start, end] of ctx.groups) {
    pbf.pos = start;
    pbf.readFields(
      (tag, _r, p) => {
        if (tag === 1 && (handlers.node || handlers.taggedNode)) readNode(p, ctx, handlers);
        else if (tag === 2 && (handlers.node || handlers.taggedNode)) readDenseNodes(p, ctx, handlers);
        else if (tag === 3 && handlers.way) handlers.way(readWay(p, ctx));
      },
      null,
      end,
    );
  }
}

function toDegrees(value: number, offset: number, granularity: number): number {
  return (offset + granularity * value) * 1e-9;
}

function readNode(p: PbfReader, ctx: BlockContext, handlers: OsmPbfHandlers): void {
  const end = p.readVarint() + p.pos;
  const n = p.readFields(
    (tag, r: { id: number; lat: number; lon: number; keys: number[]; vals: number[] }, q) => {
      if (tag === 1) r.id = q.readSVarint();
      else if (tag === 2) q.readPackedVarint(r.keys);
      else if (tag === 3) q.readPackedVarint(r.vals);
      else if (tag === 8) r.lat = q.readSVarint();
      else if (tag === 9) r.lon = q.readSVarint();
    },
    { id: 0, lat: 0, lon: 0, keys: [], vals: [] },
    end,
  );
  const lat = toDegrees(n.lat, ctx.latOffset, ctx.granularity);
  const lon = toDegrees(n.lon, ctx.lonOffset, ctx.granularity);
  handlers.node?.(n.id, lat, lon);
  if (handlers.taggedNode && n.keys.length > 0) {
    const tags: Record<string, string> = {};
    n.keys.forEach((k, i) => {
      const key = ctx.strings[k];
      const value = ctx.strings[n.vals[i] ?? 0];
      if (key !== undefined && value !== undefined) tags[key] = value;
    });
    handlers.taggedNode(n.id, lat, lon, tags);
  }
}

function readDenseNodes(p: PbfReader, ctx: BlockContext, handlers: OsmPbfHandlers): void {
  const end = p.readVarint() + p.pos;
  const d = p.readFields(
    (tag, r: { ids: number[]; lats: number[]; lons: number[]; keysVals: number[] }, q) => {
      if (tag === 1) q.readPackedSVarint(r.ids);
      else if (tag === 8) q.readPackedSVarint(r.lats);
      else if (tag === 9) q.readPackedSVarint(r.lons);
      else if (tag === 10 && handlers.taggedNode) q.readPackedVarint(r.keysVals);
    },
    { ids: [], lats: [], lons: [], keysVals: [] },
    end,
  );
  let id = 0;
  let lat = 0;
  let lon = 0;
  // keys_vals: for each node, key/value string indexes ending with a 0 (nodes without tags are a single 0).
  let kv = 0;
  for (let i = 0; i < d.ids.length; i++) {
    id += d.ids[i] ?? 0;
    lat += d.lats[i] ?? 0;
    lon += d.lons[i] ?? 0;
    const latDeg = toDegrees(lat, ctx.latOffset, ctx.granularity);
    const lonDeg = toDegrees(lon, ctx.lonOffset, ctx.granularity);
    handlers.node?.(id, latDeg, lonDeg);
    if (!handlers.taggedNode || d.keysVals.length === 0) continue;
    const tags: Record<string, string> = {};
    let tagged = false;
    while (kv < d.keysVals.length && d.keysVals[kv] !== 0) {
      const key = ctx.strings[d.keysVals[kv] ?? 0];
      const value = ctx.strings[d.keysVals[kv + 1] ?? 0];
      if (key !== undefined && value !== undefined) {
        tags[key] = value;
        tagged = true;
      }
      kv += 2;
    }
    kv++;
    if (tagged) handlers.taggedNode(id, latDeg, lonDeg, tags);
  }
}

function readWay(p: PbfReader, ctx: BlockContext): OsmWay {
  const end = p.readVarint() + p.pos;
  const raw = p.readFields(
    (tag, r: { id: number; keys: number[]; vals: number[]; refs: number[] }, q) => {
      if (tag === 1) r.id = q.readVarint();
      else if (tag === 2) q.readPackedVarint(r.keys);
      else if (tag === 3) q.readPackedVarint(r.vals);
      else if (tag === 8) q.readPackedSVarint(r.refs);
    },
    { id: 0, keys: [], vals: [], refs: [] },
    end,
  );
  const tags: Record<string, string> = {};
  for (let i = 0; i < raw.keys.length; i++) {
    const key = ctx.strings[raw.keys[i] ?? 0];
    const value = ctx.strings[raw.vals[i] ?? 0];
    if (key !== undefined && value !== undefined) tags[key] = value;
  }
  let ref = 0;
  const refs = raw.refs.map((delta) => (ref += delta));
  return { id: raw.id, refs, tags };
}
