import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Put,
  Res,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  PAPER_FILE_FIELDS,
  PAPER_UPLOAD_MAX_BYTES,
  ZPaperUploadFieldsSchema,
  type PaperFileField,
  type PaperUpload,
  type PaperUploadFields,
  type PaperUploadList,
} from '@eps/contracts';
import {
  FileFieldsUploadInterceptor,
  type UploadedFiles as Files,
} from '../../common/file-fields-upload.interceptor';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth, Roles } from '../auth/decorators';
import { PaperUploadErrors } from './paper-uploads.errors';
import { PaperUploadsRateLimitGuard } from './paper-uploads-rate-limit.guard';
import { PaperUploadsService, type PaperFiles } from './paper-uploads.service';

const uploadId = new UuidParamPipe(PaperUploadErrors.notFound);

const PaperFilesInterceptor = FileFieldsUploadInterceptor(
  PAPER_FILE_FIELDS.map((name) => ({ name, maxBytes: PAPER_UPLOAD_MAX_BYTES })),
  PaperUploadErrors,
);

const buffersOf = (files: Files | undefined): PaperFiles =>
  Object.fromEntries(PAPER_FILE_FIELDS.map((f) => [f, files?.[f]?.[0]?.buffer]));

function sendPdf(res: Response, { pdf, filename }: { pdf: Buffer; filename: string }): void {
  res.type('application/pdf').setHeader('Content-Disposition', `inline; filename="${filename}"`);
  res.send(pdf);
}

/**
 * Uploading whole papers for review: the multipart form carries both PDFs and the metadata. The same
 * rule as writing questions: students, teachers and admins (a student's is a suggestion), never guests.
 * Declared after PaperUploadReviewController so /paper-uploads/pending is not taken for an id.
 */
@Roles('student', 'teacher', 'admin')
@Controller('paper-uploads')
export class PaperUploadsController {
  constructor(private readonly uploads: PaperUploadsService) {}

  @Post()
  @UseGuards(PaperUploadsRateLimitGuard)
  @UseInterceptors(PaperFilesInterceptor)
  create(
    @CurrentAuth() auth: AuthContext,
    @UploadedFiles() files: Files | undefined,
    @Body(new ZodValidationPipe(ZPaperUploadFieldsSchema)) fields: PaperUploadFields,
  ): Promise<PaperUpload> {
    return this.uploads.create(auth.user, fields, buffersOf(files));
  }

  @Get('mine')
  async mine(@CurrentAuth() auth: AuthContext): Promise<PaperUploadList> {
    return { items: await this.uploads.mine(auth.user) };
  }

  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', uploadId) id: string): Promise<PaperUpload> {
    return this.uploads.get(auth.user, id);
  }

  /** A new version (pending again); a file field left out keeps that file. */
  @Put(':id')
  @UseGuards(PaperUploadsRateLimitGuard)
  @UseInterceptors(PaperFilesInterceptor)
  resubmit(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uploadId) id: string,
    @UploadedFiles() files: Files | undefined,
    @Body(new ZodValidationPipe(ZPaperUploadFieldsSchema)) fields: PaperUploadFields,
  ): Promise<PaperUpload> {
    return this.uploads.resubmit(auth.user, id, fields, buffersOf(files));
  }

  @Get(':id/question-paper.pdf')
  questionPaper(@CurrentAuth() auth: AuthContext, @Param('id', uploadId) id: string, @Res() res: Response) {
    return this.send(auth, id, 'questionPaper', res);
  }

  @Get(':id/mark-scheme.pdf')
  markScheme(@CurrentAuth() auth: AuthContext, @Param('id', uploadId) id: string, @Res() res: Response) {
    return this.send(auth, id, 'markScheme', res);
  }

  private async send(auth: AuthContext, id: string, field: PaperFileField, res: Response): Promise<void> {
    sendPdf(res, await this.uploads.pdf(auth.user, id, field));
  }
}
