import { decode as decodeBmp } from 'bmp-js';
import type { ImageMime } from '../../common/image-type';

/**
 * The image bytes to hand to tesseract. Its Leptonica reads PNG, JPEG, WebP and GIF itself; a BMP it
 * first copies byte by byte through a plain JS object, which takes minutes and gigabytes for a 10 MB
 * file. So a BMP is decoded here and passed on as a binary PPM, which Leptonica reads directly.
 */
export function tesseractInput(image: Buffer, mime: ImageMime): Buffer {
  return mime === 'image/bmp' ? bmpToPpm(image) : image;
}

function bmpToPpm(bmp: Buffer): Buffer {
  const { width, height, data } = decodeBmp(bmp);
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`, 'latin1');
  const rgb = Buffer.alloc(width * height * 3);
  // bmp-js gives 4 bytes a pixel in the order A, B, G, R.
  for (let from = 0, to = 0; to < rgb.length; from += 4, to += 3) {
    rgb[to] = data[from + 3];
    rgb[to + 1] = data[from + 2];
    rgb[to + 2] = data[from + 1];
  }
  return Buffer.concat([header, rgb]);
}
