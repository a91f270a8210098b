import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ZReviewRequestSchema,
  type PaperReviewItem,
  type PaperUpload,
  type PaperUploadList,
  type ReviewRequest,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth, Roles } from '../auth/decorators';
import { PaperUploadErrors } from './paper-uploads.errors';
import { PaperUploadsService } from './paper-uploads.service';

const uploadId = new UuidParamPipe(PaperUploadErrors.notFound);

/** The papers in the review queue (admins only); the decision is the questions' ReviewRequest. */
@Roles('admin')
@Controller('paper-uploads')
export class PaperUploadReviewController {
  constructor(private readonly uploads: PaperUploadsService) {}

  @Get('pending')
  async pending(): Promise<PaperUploadList> {
    return { items: await this.uploads.pending() };
  }

  @Get(':id/review')
  item(@Param('id', uploadId) id: string): Promise<PaperReviewItem> {
    return this.uploads.reviewItem(id);
  }

  @Post(':id/review')
  @HttpCode(200)
  decide(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uploadId) id: string,
    @Body(new ZodValidationPipe(ZReviewRequestSchema)) body: ReviewRequest,
  ): Promise<PaperUpload> {
    return this.uploads.decide(auth.user, id, body);
  }
}
