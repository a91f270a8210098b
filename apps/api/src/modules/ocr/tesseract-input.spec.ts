import { encode as encodeBmp } from 'bmp-js';
import { tesseractInput } from './tesseract-input';

describe('tesseractInput', () => {
  it('passes formats tesseract decodes itself through untouched', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(tesseractInput(png, 'image/png')).toBe(png);
    expect(tesseractInput(png, 'image/gif')).toBe(png);
  });

  it('turns a BMP into a binary PPM with the same pixels in RGB order', () => {
    // 2 × 1 pixels, bmp-js order A, B, G, R: pure red, then pure blue.
    const data = Buffer.from([0, 0, 0, 255, 0, 255, 0, 0]);
    const bmp = encodeBmp({ width: 2, height: 1, data }).data;
    const ppm = tesseractInput(bmp, 'image/bmp');
    const header = 'P6\n2 1\n255\n';
    expect(ppm.toString('latin1', 0, header.length)).toBe(header);
    expect([...ppm.subarray(header.length)]).toEqual([255, 0, 0, 0, 0, 255]);
  });
});
