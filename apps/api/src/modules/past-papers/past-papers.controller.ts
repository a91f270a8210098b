import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  PAST_PAPER_ID_PATTERN,
  ZPastPaperQuerySchema,
  type PastPaperDocument,
  type PastPaperListResponse,
  type PastPaperQuery,
} from '@eps/contracts';
import { AppError } from '../../common/app-error';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { Public } from '../auth/decorators';
import { PastPaperErrors, RETRY_AFTER_SECONDS } from './past-papers.errors';
import { PastPapersService } from './past-papers.service';

/** Practice papers (libs/contracts/src/past-papers.ts); public like the question bank they come from. */
@Controller('past-papers')
export class PastPapersController {
  constructor(private readonly papers: PastPapersService) {}

  @Get()
  @Public()
  async list(
    @Query(new ZodValidationPipe(ZPastPaperQuerySchema)) query: PastPaperQuery,
  ): Promise<PastPaperListResponse> {
    return { papers: await this.papers.list(query) };
  }

  @Get(':id/question-paper.pdf')
  @Public()
  questionPaper(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.send(id, 'question-paper', res);
  }

  @Get(':id/mark-scheme.pdf')
  @Public()
  markScheme(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.send(id, 'mark-scheme', res);
  }

  private async send(id: string, document: PastPaperDocument, res: Response): Promise<void> {
    if (!PAST_PAPER_ID_PATTERN.test(id)) throw PastPaperErrors.notFound();
    try {
      const { pdf, filename } = await this.papers.pdf(id, document);
      res.type('application/pdf').setHeader('Content-Disposition', `inline; filename="${filename}"`);
      res.send(pdf);
    } catch (err) {
      if (err instanceof AppError && err.code === 'PAST_PAPER_BUILDING')
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw err;
    }
  }
}
