import {
  Controller,
  HttpCode,
  Post,
  UploadedFile,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { IMAGE_TO_TEXT_FIELD, IMAGE_TO_TEXT_MAX_BYTES, type ImageToTextResponse } from '@eps/contracts';
import { SingleFileUploadInterceptor } from '../../common/single-file-upload.interceptor';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import { ImageToTextExceptionFilter } from './image-to-text.filter';
import { OcrErrors } from './ocr.errors';
import { OcrService } from './ocr.service';
import { RecordsToolUse } from '../stats/records-tool-use';

const ImageUploadInterceptor = SingleFileUploadInterceptor(IMAGE_TO_TEXT_FIELD, IMAGE_TO_TEXT_MAX_BYTES, {
  tooLarge: OcrErrors.tooLarge,
  badUpload: OcrErrors.badUpload,
});

/** POST /api/image-to-text: one image in the multipart field `image`, its text in `result`. */
@Controller()
@UseFilters(ImageToTextExceptionFilter)
export class OcrController {
  constructor(private readonly ocr: OcrService) {}

  @Post('image-to-text')
  @RecordsToolUse('image-to-text')
  @HttpCode(200)
  @UseGuards(AiRateLimitGuard)
  @UseInterceptors(ImageUploadInterceptor)
  async imageToText(@UploadedFile() file: { buffer: Buffer } | undefined): Promise<ImageToTextResponse> {
    const { text, uncertain } = await this.ocr.imageToText(file);
    return { success: true, result: text, uncertain };
  }
}
