import { AVATAR_MIME_TYPES } from '@eps/contracts';
import { detectImageMime as detectAnyImageMime } from '../../common/image-type';

export type AvatarMime = (typeof AVATAR_MIME_TYPES)[number];

/** The avatar's image type from its magic bytes; null for anything but PNG, JPEG or WebP. */
export function detectImageMime(buf: Buffer): AvatarMime | null {
  return detectAnyImageMime(buf, AVATAR_MIME_TYPES);
}
