/**
 * Adds bytes before and after the data of a zlib (Flate) stream without recompressing it. A page's
 * original content is most of what an annotated page holds; inflating and deflating all of it again
 * was a third of a save's time, and the annotations compress no better in its company. So the original
 * deflate blocks are kept as they are: a stored block with the prefix goes in front, the last block's
 * "final" bit is cleared, and an empty stored block (to reach a byte boundary) and the suffix,
 * deflated on its own, follow; the Adler-32 checksum is combined from the three parts.
 *
 * Finding the last block means walking every block's Huffman codes (without writing any output).
 */
import { deflateSync } from 'fflate';

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** The order in which a dynamic block lists its code-length code lengths. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const END_OF_BLOCK = 256;

class MalformedDeflate extends Error {}

/** Deflate's bit order: least significant bit of each byte first. */
class BitReader {
  constructor(
    private readonly data: Uint8Array,
    public bit: number,
  ) {}

  peek(count: number): number {
    const at = this.bit >>> 3;
    const word =
      (this.data[at] ?? 0) |
      ((this.data[at + 1] ?? 0) << 8) |
      ((this.data[at + 2] ?? 0) << 16) |
      ((this.data[at + 3] ?? 0) << 24);
    return (word >>> (this.bit & 7)) & ((1 << count) - 1);
  }

  read(count: number): number {
    const value = this.peek(count);
    this.skip(count);
    return value;
  }

  skip(count: number): void {
    this.bit += count;
    if (this.bit > this.data.length * 8) throw new MalformedDeflate('past the end');
  }
}

/** A canonical Huffman code as a lookup table: the next `bits` bits give (symbol << 4) | code length. */
interface HuffmanTable {
  table: Int32Array;
  bits: number;
}

function huffmanTable(lengths: ArrayLike<number>): HuffmanTable {
  let bits = 0;
  for (let symbol = 0; symbol < lengths.length; symbol += 1) bits = Math.max(bits, lengths[symbol]);
  const table = new Int32Array(1 << bits);
  const counts = new Array<number>(16).fill(0);
  for (let symbol = 0; symbol < lengths.length; symbol += 1) counts[lengths[symbol]] += 1;
  counts[0] = 0;
  const next = new Array<number>(16).fill(0);
  for (let length = 1, code = 0; length <= 15; length += 1) {
    code = (code + counts[length - 1]) << 1;
    next[length] = code;
  }
  for (let symbol = 0; symbol < lengths.length; symbol += 1) {
    const length = lengths[symbol];
    if (!length) continue;
    const code = next[length]++;
    let reversed = 0;
    for (let bit = 0; bit < length; bit += 1) reversed |= ((code >> bit) & 1) << (length - 1 - bit);
    for (let fill = reversed; fill < table.length; fill += 1 << length) table[fill] = (symbol << 4) | length;
  }
  return { table, bits };
}

function decodeSymbol(reader: BitReader, { table, bits }: HuffmanTable): number {
  const entry = table[reader.peek(bits)];
  if (!entry) throw new MalformedDeflate('no such code');
  reader.skip(entry & 15);
  return entry >> 4;
}

const FIXED_LITERALS = huffmanTable(
  Array.from({ length: 288 }, (_, symbol) => (symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8)),
);
const FIXED_DISTANCES = huffmanTable(new Array<number>(30).fill(5));

function dynamicTables(reader: BitReader): [HuffmanTable, HuffmanTable] {
  const literalCount = reader.read(5) + 257;
  const distanceCount = reader.read(5) + 1;
  const codeLengthCount = reader.read(4) + 4;
  const codeLengthLengths = new Array<number>(19).fill(0);
  for (let index = 0; index < codeLengthCount; index += 1)
    codeLengthLengths[CODE_LENGTH_ORDER[index]] = reader.read(3);
  const codeLengths = huffmanTable(codeLengthLengths);
  const lengths: number[] = [];
  while (lengths.length < literalCount + distanceCount) {
    const symbol = decodeSymbol(reader, codeLengths);
    if (symbol < 16) lengths.push(symbol);
    else if (symbol === 16) {
      if (lengths.length === 0) throw new MalformedDeflate('repeat with nothing before');
      lengths.push(...new Array<number>(3 + reader.read(2)).fill(lengths[lengths.length - 1]));
    } else
      lengths.push(...new Array<number>(symbol === 17 ? 3 + reader.read(3) : 11 + reader.read(7)).fill(0));
  }
  return [huffmanTable(lengths.slice(0, literalCount)), huffmanTable(lengths.slice(literalCount))];
}

/** Skips one compressed block's symbols; returns how many bytes it inflates to. */
function skipCompressedBlock(reader: BitReader, [literals, distances]: [HuffmanTable, HuffmanTable]): number {
  let inflated = 0;
  for (;;) {
    const symbol = decodeSymbol(reader, literals);
    if (symbol < END_OF_BLOCK) inflated += 1;
    else if (symbol === END_OF_BLOCK) return inflated;
    else {
      const index = symbol - 257;
      if (index >= LENGTH_BASE.length) throw new MalformedDeflate('bad length code');
      inflated += LENGTH_BASE[index] + reader.read(LENGTH_EXTRA[index]);
      const distance = decodeSymbol(reader, distances);
      if (distance >= DISTANCE_EXTRA.length) throw new MalformedDeflate('bad distance code');
      reader.skip(DISTANCE_EXTRA[distance]);
    }
  }
}

/** Where the last block's header is, where the deflate data ends (bit offsets) and how long it inflates. */
function scanBlocks(
  data: Uint8Array,
  startByte: number,
): { lastHeaderBit: number; endBit: number; size: number } {
  const reader = new BitReader(data, startByte * 8);
  let size = 0;
  for (;;) {
    const headerBit = reader.bit;
    const final = reader.read(1);
    const type = reader.read(2);
    if (type === 0) {
      reader.skip((8 - (reader.bit & 7)) & 7);
      const at = reader.bit >>> 3;
      const length = data[at] | (data[at + 1] << 8);
      if ((length ^ (data[at + 2] | (data[at + 3] << 8))) !== 0xffff)
        throw new MalformedDeflate('bad stored length');
      reader.skip(32 + length * 8);
      size += length;
    } else if (type === 1) size += skipCompressedBlock(reader, [FIXED_LITERALS, FIXED_DISTANCES]);
    else if (type === 2) size += skipCompressedBlock(reader, dynamicTables(reader));
    else throw new MalformedDeflate('reserved block type');
    if (final) return { lastHeaderBit: headerBit, endBit: reader.bit, size };
  }
}

const ADLER_BASE = 65521;

function adler32(bytes: Uint8Array): number {
  let [low, high] = [1, 0];
  for (let at = 0; at < bytes.length;) {
    // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
    const end = Math.min(at + 5552, bytes.length);
    for (; at < end; at += 1) {
      low += bytes[at];
      high += low;
    }
    low %= ADLER_BASE;
    high %= ADLER_BASE;
  }
  return ((high << 16) | low) >>> 0;
}

/** The Adler-32 of two pieces joined, from theirs and the second's length (zlib's adler32_combine). */
function combineAdler(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % ADLER_BASE;
  let low = first & 0xffff;
  let high = (remainder * low) % ADLER_BASE;
  low += (second & 0xffff) + ADLER_BASE - 1;
  high += (first >>> 16) + (second >>> 16) + ADLER_BASE - remainder;
  low %= ADLER_BASE;
  high %= ADLER_BASE;
  return ((high << 16) | low) >>> 0;
}

/** A non-final stored block holding `bytes` (up to 65535 of them), starting on a byte boundary. */
function storedBlock(bytes: Uint8Array): Uint8Array {
  const block = new Uint8Array(5 + bytes.length);
  block.set([0, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]);
  block.set(bytes, 5);
  return block;
}

/**
 * The zlib stream of `prefix`, the data of `zlib` and `suffix`, or null when `zlib` is not a plain zlib
 * stream this can read (a preset dictionary, a damaged or truncated stream): the caller then inflates
 * and deflates it as usual. `prefix` is at most 65535 bytes.
 */
export function wrapZlib(zlib: Uint8Array, prefix: Uint8Array, suffix: Uint8Array): Uint8Array | null {
  const [method, flags] = zlib;
  const hasPresetDictionary = (flags & 0x20) !== 0;
  if ((method & 0x0f) !== 8 || ((method << 8) | flags) % 31 !== 0 || hasPresetDictionary) return null;
  let blocks: ReturnType<typeof scanBlocks>;
  try {
    blocks = scanBlocks(zlib, 2);
  } catch (error) {
    if (error instanceof MalformedDeflate) return null;
    throw error;
  }
  const endByte = Math.ceil(blocks.endBit / 8);
  if (endByte + 4 > zlib.length) return null;
  const originalAdler = new DataView(zlib.buffer, zlib.byteOffset + endByte, 4).getUint32(0);

  const head = storedBlock(prefix);
  const tail = deflateSync(suffix);
  const endBits = blocks.endBit & 7;
  const body = zlib.subarray(2, blocks.endBit >>> 3);
  // The original's partial last byte with the bits past its end cleared. Then an empty stored block:
  // three zero header bits (in that byte if they fit, else in a new one), zeros to the byte boundary,
  // LEN 0 and NLEN 0xffff.
  const lastByte = endBits ? [zlib[blocks.endBit >>> 3] & ((1 << endBits) - 1)] : [];
  const bridge = endBits === 0 || endBits > 5 ? [0, 0, 0, 0xff, 0xff] : [0, 0, 0xff, 0xff];

  const out = new Uint8Array(
    2 + head.length + body.length + lastByte.length + bridge.length + tail.length + 4,
  );
  let at = 0;
  for (const part of [zlib.subarray(0, 2), head, body, lastByte, bridge, tail]) {
    out.set(part, at);
    at += part.length;
  }
  // The original's last block is no longer the last: clear its BFINAL bit.
  const lastHeaderBit = (2 + head.length) * 8 + blocks.lastHeaderBit - 16;
  out[lastHeaderBit >>> 3] &= ~(1 << (lastHeaderBit & 7));
  const adler = combineAdler(
    combineAdler(adler32(prefix), originalAdler, blocks.size),
    adler32(suffix),
    suffix.length,
  );
  new DataView(out.buffer).setUint32(at, adler);
  return out;
}
