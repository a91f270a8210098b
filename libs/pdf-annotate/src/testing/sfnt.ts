/** Reads TrueType (sfnt) files for the font tests, independently of the lib's own font writers. */
import * as fontkit from '@cantoo/fontkit';

export const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A single font (not a collection) parsed by fontkit. */
export function parseFont(bytes: Uint8Array): fontkit.Font {
  const font = fontkit.create(bytes);
  if (!('glyphForCodePoint' in font)) throw new Error('a font collection');
  return font;
}

export interface SfntTable {
  tag: string;
  checksum: number;
  offset: number;
  bytes: Uint8Array;
}

/** The tables of an uncompressed sfnt, in the order its directory lists them. */
export function sfntTables(bytes: Uint8Array): SfntTable[] {
  const view = viewOf(bytes);
  return Array.from({ length: view.getUint16(4) }, (_, index) => {
    const entry = 12 + index * 16;
    const offset = view.getUint32(entry + 8);
    return {
      tag: String.fromCharCode(...bytes.subarray(entry, entry + 4)),
      checksum: view.getUint32(entry + 4),
      offset,
      bytes: bytes.subarray(offset, offset + view.getUint32(entry + 12)),
    };
  });
}

export function sfntTable(bytes: Uint8Array, tag: string): Uint8Array {
  const found = sfntTables(bytes).find((table) => table.tag === tag);
  if (!found) throw new Error(`no ${tag} table`);
  return found.bytes;
}

/** The sum of big-endian uint32s, the last one zero-padded, as the sfnt checksums are. */
export function uint32Sum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.byteLength + 3) & ~3);
  padded.set(bytes);
  let sum = 0;
  for (let offset = 0; offset < padded.byteLength; offset += 4)
    sum = (sum + viewOf(padded).getUint32(offset)) >>> 0;
  return sum;
}
