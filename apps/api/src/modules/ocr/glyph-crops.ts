import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import type { Box } from './recognised-text';

/** Small glyphs are read again at this height in pixels, about that of body text the model reads well. */
const READ_HEIGHT = 48;
const PADDING = 3;
const MARGIN = 16;

/** Cuts regions out of one image, scaled up to a readable size on a white margin, as PNGs. */
export class GlyphCrops {
  private constructor(private readonly image: Image) {}

  /** Null when the image cannot be decoded here (then its glyphs cannot be read again). */
  static async of(image: Buffer): Promise<GlyphCrops | null> {
    try {
      return new GlyphCrops(await loadImage(image));
    } catch {
      return null;
    }
  }

  crop(box: Box): Buffer {
    const x0 = Math.max(0, box.x0 - PADDING);
    const y0 = Math.max(0, box.y0 - PADDING);
    const width = Math.min(this.image.width, box.x1 + PADDING) - x0;
    const height = Math.min(this.image.height, box.y1 + PADDING) - y0;
    const scale = Math.max(1, READ_HEIGHT / height);
    const canvas = createCanvas(
      Math.round(width * scale) + 2 * MARGIN,
      Math.round(height * scale) + 2 * MARGIN,
    );
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(this.image, x0, y0, width, height, MARGIN, MARGIN, width * scale, height * scale);
    return canvas.toBuffer('image/png');
  }
}
