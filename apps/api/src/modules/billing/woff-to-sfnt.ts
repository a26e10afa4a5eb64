/*
 * WOFF 1.0 (W3C Recommendation, 'WOFF File Format 1.0', section 4-5) unwrapped to the OpenType font inside it:
 * each table inflated with zlib and laid out again behind a fresh table directory. pdfkit's fontkit reads WOFF
 * itself, but inflates every table in JavaScript again for every document: a Hindi invoice spent most of its CPU
 * there. Unwrapped once when the module loads, each document starts from the plain font.
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font');
  }
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table is stored compressed only when that made it smaller (section 5).
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('Damaged WOFF font: a table has the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  // The OpenType table directory: binary-search fields, then one record per table (tags stay in WOFF's order,
  // which the format requires to be ascending), each table 4-byte aligned.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_BYTES;
  const header = Buffer.alloc(SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: the sfnt version of the font inside
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * SFNT_ENTRY_BYTES - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const at = SFNT_HEADER_BYTES + i * SFNT_ENTRY_BYTES;
    header.writeUInt32BE(tag, at);
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
