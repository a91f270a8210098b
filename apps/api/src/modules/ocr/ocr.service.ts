import { Injectable } from '@nestjs/common';
import { imageSize } from 'image-size';
import { IMAGE_TO_TEXT_MAX_PIXELS, IMAGE_TO_TEXT_TYPES } from '@eps/contracts';
import { detectImageMime } from '../../common/image-type';
import { OcrErrors } from './ocr.errors';
import { readableText, type ReadableText } from './recognised-text';
import { tesseractInput } from './tesseract-input';
import { TesseractOcrEngine } from './tesseract-ocr.engine';

/** Image to text (spec section 7): checks the upload, then reads its text with tesseract. */
@Injectable()
export class OcrService {
  constructor(private readonly engine: TesseractOcrEngine) {}

  async imageToText(file: { buffer: Buffer } | undefined): Promise<ReadableText> {
    if (!file) throw OcrErrors.missing();
    if (file.buffer.length === 0) throw OcrErrors.empty();
    const mime = detectImageMime(file.buffer, IMAGE_TO_TEXT_TYPES);
    if (!mime) throw OcrErrors.notImage();
    this.checkDimensions(file.buffer);

    let input: Buffer;
    try {
      input = tesseractInput(file.buffer, mime);
    } catch {
      throw OcrErrors.unreadable();
    }
    const read = readableText(await this.engine.recognize(input, file.buffer));
    if (read.text === '') throw OcrErrors.noText();
    return read;
  }

  /** Refuses a decompression bomb from its header, before anything decodes the pixels. */
  private checkDimensions(image: Buffer): void {
    let width: number | undefined;
    let height: number | undefined;
    try {
      ({ width, height } = imageSize(image));
    } catch {
      throw OcrErrors.unreadable();
    }
    if (!width || !height) throw OcrErrors.unreadable();
    if (width * height > IMAGE_TO_TEXT_MAX_PIXELS) throw OcrErrors.tooManyPixels(width, height);
  }
}
