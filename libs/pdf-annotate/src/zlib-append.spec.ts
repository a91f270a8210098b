import zlib from 'node:zlib';
import { zlibSync } from 'fflate';
import { wrapZlib } from './zlib-append';

const encoder = new TextEncoder();
const PREFIX = encoder.encode('q\n');
const SUFFIX = encoder.encode('\nQ\nq 1 0 0 RG 2 w 10 10 m 20 20 l S Q\n');

/** Page-content-like text, repeatable: operators, numbers and hex strings. */
function contentText(lines: number, seed = 1): Uint8Array {
  let state = seed;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const rows = Array.from({ length: lines }, (_, i) => {
    const hex = Array.from({ length: 8 }, () =>
      Math.floor(random() * 65536)
        .toString(16)
        .padStart(4, '0'),
    ).join('');
    return `BT /F1 10.5 Tf 1 0 0 1 56 ${(800 - i * 14).toFixed(2)} Tm <${hex}> Tj ET`;
  });
  return encoder.encode(rows.join('\n'));
}

/** Random bytes: deflate leaves most of them literal, or stores them. */
function noise(length: number): Uint8Array {
  let state = 99;
  return Uint8Array.from({ length }, () => (state = (state * 48271) % 2147483647) & 0xff);
}

const joined = (...parts: Uint8Array[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));

/** Inflates with Node's zlib, which also checks the Adler-32 at the end. */
const inflate = (bytes: Uint8Array) => zlib.inflateSync(bytes);

describe('wrapZlib', () => {
  const inputs: [string, Uint8Array][] = [
    ['a page of text', contentText(60)],
    ['a large page (several deflate blocks)', contentText(4000, 7)],
    ['a few bytes (a fixed-Huffman block)', encoder.encode('0 0 m')],
    ['nothing', new Uint8Array(0)],
    ['random bytes', noise(70_000)],
  ];

  it.each(inputs)(
    'wraps %s deflated by zlib at every level, byte for byte and with a valid checksum',
    (_, data) => {
      for (let level = 0; level <= 9; level += 1) {
        const wrapped = wrapZlib(zlib.deflateSync(data, { level }), PREFIX, SUFFIX);
        expect(wrapped).not.toBeNull();
        expect(inflate(wrapped!).equals(joined(PREFIX, data, SUFFIX))).toBe(true);
      }
    },
  );

  it.each(inputs)('wraps %s deflated by fflate (as pdf-lib writes its streams)', (_, data) => {
    for (const level of [1, 6, 9] as const) {
      const wrapped = wrapZlib(zlibSync(data, { level }), PREFIX, SUFFIX);
      expect(inflate(wrapped!).equals(joined(PREFIX, data, SUFFIX))).toBe(true);
    }
  });

  it('wraps streams of every length from 1 to 120 lines (their data ends anywhere within a byte)', () => {
    for (let lines = 1; lines <= 120; lines += 1) {
      const data = contentText(lines, lines);
      const wrapped = wrapZlib(zlib.deflateSync(data), PREFIX, SUFFIX);
      expect(inflate(wrapped!).equals(joined(PREFIX, data, SUFFIX))).toBe(true);
    }
  });

  it('returns null for what it cannot read, so the caller recompresses instead', () => {
    const deflated = zlib.deflateSync(contentText(200));
    expect(wrapZlib(deflated.subarray(0, deflated.length - 30), PREFIX, SUFFIX)).toBeNull();
    expect(wrapZlib(zlib.deflateRawSync(contentText(20)), PREFIX, SUFFIX)).toBeNull();
    const withDictionary = zlib.deflateSync(contentText(20), { dictionary: Buffer.from('BT ET Tf') });
    expect(wrapZlib(withDictionary, PREFIX, SUFFIX)).toBeNull();
    const damaged = Uint8Array.from(deflated);
    damaged[10] ^= 0xff;
    // A damaged stream is either refused or passed on as damaged as it was, never "repaired" into other data.
    const result = wrapZlib(damaged, PREFIX, SUFFIX);
    const inflates = (bytes: Uint8Array) => {
      try {
        inflate(bytes);
        return true;
      } catch {
        return false;
      }
    };
    expect(result === null || !inflates(result)).toBe(true);
  });
});
