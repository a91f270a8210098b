import { detectImageMime, type ImageMime } from './image-type';

const ALL: ImageMime[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp'];

function bmpHeader(dibHeaderSize: number): Buffer {
  const buf = Buffer.alloc(54);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(dibHeaderSize, 14);
  return buf;
}

describe('detectImageMime', () => {
  it('recognises gif and bmp besides png, jpeg and webp', () => {
    expect(detectImageMime(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), ALL)).toBe('image/gif');
    expect(detectImageMime(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'), ALL)).toBe('image/gif');
    expect(detectImageMime(bmpHeader(40), ALL)).toBe('image/bmp');
    expect(detectImageMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]), ALL)).toBe('image/jpeg');
  });

  it('answers only the accepted types', () => {
    expect(detectImageMime(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), ['image/png'])).toBeNull();
    expect(detectImageMime(bmpHeader(40), ['image/png', 'image/jpeg'])).toBeNull();
  });

  it('refuses text that merely starts like an image, a PDF and a truncated header', () => {
    expect(detectImageMime(Buffer.from('BM is a text file about bitmaps', 'latin1'), ALL)).toBeNull();
    expect(detectImageMime(Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'), ALL)).toBeNull();
    expect(detectImageMime(Buffer.from('GIF8', 'latin1'), ALL)).toBeNull();
  });
});
