import type { EmbeddedFontName } from '@eps/pdf-annotate';
import dejaVuSans from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import dejaVuSansCondensed from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';
import dejaVuSansMono from 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf?url';
import dejaVuSerif from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url';
import gelasio from '@fontsource/gelasio/files/gelasio-latin-400-normal.woff?url';

/**
 * The writer's open fonts (its EMBEDDED_FONTS), bundled by Vite as assets of this app, never fetched
 * from a CDN. Only the fonts that the texts need are downloaded, on save.
 */
export const FONT_URLS: Record<EmbeddedFontName, string> = {
  Gelasio: gelasio,
  DejaVuSans: dejaVuSans,
  DejaVuSansCondensed: dejaVuSansCondensed,
  DejaVuSerif: dejaVuSerif,
  DejaVuSansMono: dejaVuSansMono,
};
