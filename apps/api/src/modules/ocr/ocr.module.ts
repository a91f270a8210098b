import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { OcrController } from './ocr.controller';
import { OcrService } from './ocr.service';
import { TesseractOcrEngine } from './tesseract-ocr.engine';

/** Image to text with tesseract.js, under the AI module's per-user rate limit. */
@Module({
  imports: [AiModule],
  controllers: [OcrController],
  providers: [OcrService, TesseractOcrEngine],
})
export class OcrModule {}
