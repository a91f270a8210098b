import { Module } from '@nestjs/common';
import { PaperUploadReviewController } from './paper-upload-review.controller';
import { PaperUploadsController } from './paper-uploads.controller';
import { PaperUploadsRateLimitGuard } from './paper-uploads-rate-limit.guard';
import { PaperUploadsRepository } from './paper-uploads.repository';
import { PaperUploadsService } from './paper-uploads.service';

/**
 * Whole papers (question paper + mark scheme PDFs) uploaded for review; the PDFs live in FILE_STORAGE.
 * PastPapersModule lists the approved ones through PaperUploadsService.
 */
@Module({
  // The review routes (paper-uploads/pending) come before paper-uploads/:id.
  controllers: [PaperUploadReviewController, PaperUploadsController],
  providers: [PaperUploadsRepository, PaperUploadsService, PaperUploadsRateLimitGuard],
  exports: [PaperUploadsService],
})
export class PaperUploadsModule {}
