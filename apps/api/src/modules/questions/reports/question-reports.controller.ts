import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ZReportListQuerySchema,
  ZResolveReportRequestSchema,
  type QuestionReport,
  type QuestionReportList,
  type ReportListQuery,
  type ResolveReportRequest,
} from '@eps/contracts';
import { UuidParamPipe } from '../../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe';
import type { AuthContext } from '../../auth/auth.types';
import { CurrentAuth, Roles } from '../../auth/decorators';
import { QuestionErrors } from '../questions.errors';
import { QuestionReportsService } from './question-reports.service';

const reportId = new UuidParamPipe(QuestionErrors.reportNotFound);

/** Problem reports in the review queue (libs/contracts/src/question-reports.ts); admins only. */
@Roles('admin')
@Controller('questions/reports')
export class QuestionReportsController {
  constructor(private readonly reports: QuestionReportsService) {}

  @Get()
  async list(
    @Query(new ZodValidationPipe(ZReportListQuerySchema)) query: ReportListQuery,
  ): Promise<QuestionReportList> {
    return { items: await this.reports.list(query) };
  }

  @Post(':id/resolve')
  @HttpCode(200)
  resolve(
    @CurrentAuth() auth: AuthContext,
    @Param('id', reportId) id: string,
    @Body(new ZodValidationPipe(ZResolveReportRequestSchema)) body: ResolveReportRequest,
  ): Promise<QuestionReport> {
    return this.reports.resolve(auth.user, id, body);
  }
}
