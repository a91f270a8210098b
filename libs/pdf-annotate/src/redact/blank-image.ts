import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  decodePDFRawStream,
  type PDFContext,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { compose, invert, type Box, type Matrix } from '../page-geometry';
import { mappedBox } from './boxes';

const NAME = (name: string) => PDFName.of(name);
/** Entries that describe the old encoding of the data, not the image. */
const ENCODING_KEYS = new Set(['Filter', 'DecodeParms', 'Length', 'DL']);

/** Colour components per pixel of the colour spaces whose pixels can be set to white. */
function components(dict: PDFDict): { count: number; white: number } | null {
  const space = dict.lookup(NAME('ColorSpace'));
  const name = space instanceof PDFName ? space.decodeText() : undefined;
  if (name === 'DeviceGray') return { count: 1, white: 255 };
  if (name === 'DeviceRGB') return { count: 3, white: 255 };
  if (name === 'DeviceCMYK') return { count: 4, white: 0 };
  if (space instanceof PDFArray && space.lookupMaybe(0, PDFName)?.decodeText() === 'ICCBased') {
    const n = space.lookupMaybe(1, PDFRawStream)?.dict.lookupMaybe(NAME('N'), PDFNumber)?.asNumber();
    if (n === 1 || n === 3) return { count: n, white: 255 };
    if (n === 4) return { count: 4, white: 0 };
  }
  return null;
}

/**
 * A copy of an image XObject with the pixels under the areas (boxes in page space) set to white, for an
 * image painted with `ctm`; null when its data cannot be rewritten here (JPEG, indexed colours, bit
 * depths other than 8, predictors), and the caller removes the painting instead.
 */
export function blankedImage(
  context: PDFContext,
  image: PDFRawStream,
  ctm: Matrix,
  areas: Box[],
): PDFRef | null {
  const { dict } = image;
  const filter = dict.lookup(NAME('Filter'));
  const flate = filter === undefined || filter === NAME('FlateDecode');
  const width = dict.lookupMaybe(NAME('Width'), PDFNumber)?.asNumber() ?? 0;
  const height = dict.lookupMaybe(NAME('Height'), PDFNumber)?.asNumber() ?? 0;
  const bits = dict.lookupMaybe(NAME('BitsPerComponent'), PDFNumber)?.asNumber();
  const colour = components(dict);
  if (!flate || dict.has(NAME('DecodeParms')) || bits !== 8 || !colour || width <= 0 || height <= 0)
    return null;
  let pixels: Uint8Array;
  try {
    pixels = Uint8Array.from(decodePDFRawStream(image).decode());
  } catch {
    return null;
  }
  if (pixels.length < width * height * colour.count) return null;

  // Pixel (column, row from the top) -> the image's unit square -> page space, and back.
  const toPixels = invert(compose([1 / width, 0, 0, -1 / height, 0, 1], ctm));
  for (const area of areas) {
    const [x0, y0, x1, y1] = mappedBox(toPixels, area);
    const left = Math.max(0, Math.floor(x0));
    const right = Math.min(width, Math.ceil(x1));
    for (let row = Math.max(0, Math.floor(y0)); row < Math.min(height, Math.ceil(y1)); row++) {
      const from = (row * width + left) * colour.count;
      if (right > left) pixels.fill(colour.white, from, (row * width + right) * colour.count);
    }
  }
  const entries: Record<string, unknown> = {};
  for (const [key, value] of dict.entries())
    if (!ENCODING_KEYS.has(key.decodeText())) entries[key.decodeText()] = value;
  return context.register(context.flateStream(pixels, entries as never));
}
