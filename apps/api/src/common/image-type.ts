/** The raster image types we recognise by their magic bytes. */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/bmp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The sizes of the BMP info headers that exist (core, v1 to v5 and OS/2 2.x variants). */
const BMP_INFO_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function sniff(buf: Buffer): ImageMime | null {
  if (buf.length >= 8 && PNG.every((b, i) => buf[i] === b)) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  const head = buf.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  // 'BM', a 4-byte file size, 4 reserved bytes, the pixel offset, then the info header's size.
  if (buf.length >= 26 && head.startsWith('BM') && BMP_INFO_HEADER_SIZES.has(buf.readUInt32LE(14))) {
    return 'image/bmp';
  }
  return null;
}

/**
 * The image type from the file's magic bytes, if it is one of `accepted`. The declared content type
 * and file name are ignored: both are chosen by the client and could smuggle HTML or SVG in as an
 * "image".
 */
export function detectImageMime<T extends ImageMime>(buf: Buffer, accepted: readonly T[]): T | null {
  const mime = sniff(buf);
  return mime !== null && (accepted as readonly ImageMime[]).includes(mime) ? (mime as T) : null;
}
