import type { AVATAR_MIME_TYPES } from '@eps/contracts';

export type AvatarMime = (typeof AVATAR_MIME_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image type from the file's magic bytes. The declared content type and file name are ignored:
 * both are chosen by the client and could smuggle HTML or SVG in as an "image".
 */
export function detectImageMime(buf: Buffer): AvatarMime | null {
  if (buf.length >= 8 && PNG.every((b, i) => buf[i] === b)) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}
