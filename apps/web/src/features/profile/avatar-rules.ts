import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@eps/contracts';

/** Client-side check before upload (the server checks again): png, jpeg or webp, at most 1 MB. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Please choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return 'The image must be 1 MB or smaller.';
  return null;
}
