import { Body, Controller, Get, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  ZFeedbackBatchRequestSchema,
  ZFeedbackStudentEditSchema,
  type FeedbackBatch,
  type FeedbackBatchListResponse,
  type FeedbackBatchRequest,
  type FeedbackStudent,
  type FeedbackStudentEdit,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth, Roles } from '../auth/decorators';
import { CompileRateLimitGuard } from '../compile/compile-rate-limit.guard';
import { JobProgress } from '../progress/job-progress';
import { Progress, ReportsProgress } from '../progress/job-progress.interceptor';
import { FeedbackErrors } from './feedback.errors';
import { FeedbackService, type FeedbackFile } from './feedback.service';
import { RecordsToolUse } from '../stats/records-tool-use';

/** Ids are UUIDs; anything else names no batch or student, so it is the same 404 as a missing one. */
const batchId = new UuidParamPipe(FeedbackErrors.batchNotFound);
const studentId = new UuidParamPipe(FeedbackErrors.studentNotFound);

function send(res: Response, type: string, file: FeedbackFile): void {
  res.type(type).setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.send(file.body);
}

/**
 * The student feedback generator (issue 17, item 6; routes in libs/contracts/src/feedback.ts): teachers
 * and admins only, students and guests get a 403. A batch is one request of the AI rate limit however
 * many students it has (at most FEEDBACK_MAX_STUDENTS, marked a few at a time).
 */
@Roles('teacher', 'admin')
@Controller('feedback/batches')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @RecordsToolUse('student-feedback-generator')
  @UseGuards(AiRateLimitGuard)
  @ReportsProgress('feedback-batch')
  create(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZFeedbackBatchRequestSchema)) body: FeedbackBatchRequest,
    @Progress() progress: JobProgress,
  ): Promise<FeedbackBatch> {
    return this.feedback.create(auth.user.id, body, progress);
  }

  @Get()
  list(@CurrentAuth() auth: AuthContext): Promise<FeedbackBatchListResponse> {
    return this.feedback.list(auth.user.id);
  }

  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', batchId) id: string): Promise<FeedbackBatch> {
    return this.feedback.get(auth.user.id, id);
  }

  @Patch(':id/students/:studentId')
  edit(
    @CurrentAuth() auth: AuthContext,
    @Param('id', batchId) id: string,
    @Param('studentId', studentId) student: string,
    @Body(new ZodValidationPipe(ZFeedbackStudentEditSchema)) body: FeedbackStudentEdit,
  ): Promise<FeedbackStudent> {
    return this.feedback.edit(auth.user.id, id, student, body);
  }

  @Get(':id/export.csv')
  async exportCsv(@CurrentAuth() auth: AuthContext, @Param('id', batchId) id: string, @Res() res: Response) {
    send(res, 'text/csv; charset=utf-8', await this.feedback.csv(auth.user.id, id));
  }

  @Get(':id/feedback.pdf')
  @UseGuards(CompileRateLimitGuard)
  async classPdf(@CurrentAuth() auth: AuthContext, @Param('id', batchId) id: string, @Res() res: Response) {
    send(res, 'application/pdf', await this.feedback.pdf(auth.user.id, id));
  }

  @Get(':id/students/:studentId/feedback.pdf')
  @UseGuards(CompileRateLimitGuard)
  async studentPdf(
    @CurrentAuth() auth: AuthContext,
    @Param('id', batchId) id: string,
    @Param('studentId', studentId) student: string,
    @Res() res: Response,
  ) {
    send(res, 'application/pdf', await this.feedback.pdf(auth.user.id, id, student));
  }
}
