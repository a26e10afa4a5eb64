import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const FILES = ['latin-400', 'latin-700', 'devanagari-400', 'devanagari-700'].map((name) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${name}-normal.woff`),
);

/** The OpenType checksum of a table: its bytes as big-endian 32-bit words (zero-padded), summed modulo 2^32. */
function tableChecksum(data: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it.each(FILES)('unwraps %s into an OpenType font whose every table matches its checksum', (file) => {
    const woff = readFileSync(file);
    const font = woffToSfnt(woff);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = font.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    // WOFF's header records the size of the font it wraps (section 3: totalSfntSize).
    expect(font.length).toBe(woff.readUInt32BE(16));
    const tags: string[] = [];
    for (let i = 0; i < numTables; i++) {
      const at = 12 + i * 16;
      const tag = font.toString('latin1', at, at + 4);
      const offset = font.readUInt32BE(at + 8);
      const data = font.subarray(offset, offset + font.readUInt32BE(at + 12));
      tags.push(tag);
      expect(offset % 4).toBe(0);
      // 'head' holds the whole font's checksum adjustment, so its table checksum is defined without it.
      if (tag !== 'head') expect(tableChecksum(data), tag).toBe(font.readUInt32BE(at + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'name']));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close to 44 bytes long....'))).toThrow(
      'Not a WOFF 1.0 font',
    );
  });
});
