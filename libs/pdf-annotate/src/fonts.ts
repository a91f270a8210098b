import * as fontkit from '@cantoo/fontkit';
import { StandardFontEmbedder, StandardFonts, type PDFDocument, type PDFFont } from '@cantoo/pdf-lib';
import { PdfAnnotateError } from './errors';
import type { FontFamily } from './model';
import { stripHinting } from './strip-hinting';

/**
 * The open fonts the writer embeds (as subsets), by name, with the npm module path of each file: the web
 * imports them with `?url` and fetches them on save, Node reads them with `require.resolve`.
 *
 * Arial, Times New Roman and Courier New map to PDF's standard Helvetica, Times-Roman and Courier
 * (nothing embedded). The other three families have no standard font, so:
 * - Georgia -> Gelasio, drawn as a metric-compatible replacement for Georgia (same advance widths), so
 *   a line ends where it ended on screen. Its Latin subset is enough for WinAnsi text.
 * - Verdana -> DejaVu Sans: it descends from Bitstream Vera, which shares Verdana's wide, open humanist
 *   design and large x-height (the closest open match; no metric clone of Verdana exists).
 * - Tahoma -> DejaVu Sans Condensed: Tahoma is Verdana narrowed, as DejaVu Sans Condensed is DejaVu Sans.
 * DejaVu Sans, Serif and Sans Mono also cover Greek, Cyrillic and many symbols, so they are the
 * fallbacks when a family's own font cannot show a character (PDF standard fonts stop at WinAnsi).
 */
export const EMBEDDED_FONTS = {
  Gelasio: '@fontsource/gelasio/files/gelasio-latin-400-normal.woff',
  DejaVuSans: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  DejaVuSansCondensed: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  DejaVuSerif: 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
  DejaVuSansMono: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
} as const;

export type EmbeddedFontName = keyof typeof EMBEDDED_FONTS;

/** Returns the bytes of the font file EMBEDDED_FONTS[name]. */
export type LoadFont = (name: EmbeddedFontName) => Promise<Uint8Array | ArrayBuffer>;

type StandardFontName = Parameters<typeof StandardFontEmbedder.for>[0];

type FontSource = { standard: StandardFonts } | { embedded: EmbeddedFontName };

const FAMILY_FONTS: Record<FontFamily, { own: FontSource; fallback: EmbeddedFontName }> = {
  Arial: { own: { standard: StandardFonts.Helvetica }, fallback: 'DejaVuSans' },
  'Times New Roman': { own: { standard: StandardFonts.TimesRoman }, fallback: 'DejaVuSerif' },
  'Courier New': { own: { standard: StandardFonts.Courier }, fallback: 'DejaVuSansMono' },
  Georgia: { own: { embedded: 'Gelasio' }, fallback: 'DejaVuSerif' },
  Verdana: { own: { embedded: 'DejaVuSans' }, fallback: 'DejaVuSans' },
  Tahoma: { own: { embedded: 'DejaVuSansCondensed' }, fallback: 'DejaVuSansCondensed' },
};

interface FontFile {
  bytes: Uint8Array;
  /** The parsed font, to ask which characters it has before embedding it. */
  face: fontkit.Font;
}

/** Hinting goes before anything else sees the file, so every subset embedded from it is without. */
function readFontFile(name: EmbeddedFontName, file: Uint8Array): FontFile {
  const bytes = stripHinting(file);
  const face = fontkit.create(bytes);
  if (!('hasGlyphForCodePoint' in face)) throw new Error(`${EMBEDDED_FONTS[name]} is a font collection`);
  parsedFaces.set(bytes, face);
  return { bytes, face };
}

/**
 * Font files stay parsed across saves: each name is one fixed file, and parsing it (its OpenType layout
 * tables above all) costs more than the rest of a typical save. pdf-lib embeds through `fontkit.create`,
 * so that is answered from the same parsed face; a failed load is forgotten so the next save tries again.
 */
const fontFiles = new Map<EmbeddedFontName, Promise<FontFile>>();
const parsedFaces = new WeakMap<Uint8Array, fontkit.Font>();
const cachingFontkit = {
  ...fontkit,
  create: (bytes: Uint8Array, postscriptName?: string) =>
    parsedFaces.get(bytes) ??
    (postscriptName ? fontkit.create(bytes, postscriptName) : fontkit.create(bytes)),
};

/**
 * pdf-lib takes only the glyphs from fontkit's text layout, never their positions, so the positioning
 * features (kerning, mark placement) are switched off: they are most of the layout's time and change
 * nothing that is written. Substitutions (ligatures, composed accents) stay.
 */
const LAYOUT_FEATURES = { kern: false, mark: false, mkmk: false };

const codePoints = (text: string): number[] => Array.from(text, (char) => char.codePointAt(0) ?? 0);

/**
 * The fonts of one document: each is embedded once, and only when some text uses it, so a save without
 * Georgia, Verdana or Tahoma text downloads and embeds nothing.
 */
export class FontBook {
  private readonly fonts = new Map<string, Promise<PDFFont>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly loadFont: LoadFont,
  ) {
    doc.registerFontkit(cachingFontkit);
  }

  /** The family's own font when it can show every character of `text`; otherwise the family's fallback. */
  async fontFor(family: FontFamily, text: string): Promise<PDFFont> {
    const { own, fallback } = FAMILY_FONTS[family];
    const chars = codePoints(text);
    return (await this.covers(own, chars)) ? this.font(own) : this.font({ embedded: fallback });
  }

  private async covers(source: FontSource, chars: number[]): Promise<boolean> {
    if ('standard' in source) {
      // StandardFonts and the embedder's font names are the same strings under two enum types.
      const { encoding } = StandardFontEmbedder.for(source.standard as unknown as StandardFontName);
      return chars.every((char) => encoding.canEncodeUnicodeCodePoint(char));
    }
    const { face } = await this.fileOf(source.embedded);
    return chars.every((char) => face.hasGlyphForCodePoint(char));
  }

  private font(source: FontSource): Promise<PDFFont> {
    const key = 'standard' in source ? source.standard : source.embedded;
    let font = this.fonts.get(key);
    if (!font) {
      font =
        'standard' in source
          ? this.doc.embedFont(source.standard)
          : this.fileOf(source.embedded).then(({ bytes }) =>
              this.doc.embedFont(bytes, { subset: true, features: LAYOUT_FEATURES }),
            );
      this.fonts.set(key, font);
    }
    return font;
  }

  private fileOf(name: EmbeddedFontName): Promise<FontFile> {
    let file = fontFiles.get(name);
    if (!file) {
      file = this.loadFont(name).then(
        (loaded) => readFontFile(name, new Uint8Array(loaded)),
        (cause: unknown) => {
          fontFiles.delete(name);
          throw new PdfAnnotateError(
            'FONT_UNAVAILABLE',
            `The font for this text (${name}) could not be loaded, so the PDF was not saved. Check your connection and try again.`,
            { cause },
          );
        },
      );
      fontFiles.set(name, file);
    }
    return file;
  }
}
