import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  ZCompileRequestSchema,
  ZPlotRequestSchema,
  type CompileRequest,
  type PlotRequest,
  type PlotResponse,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { JobProgress } from '../progress/job-progress';
import { Progress, ReportsProgress } from '../progress/job-progress.interceptor';
import { LatexCompileFailure } from './compile.errors';
import { CompileRateLimitGuard } from './compile-rate-limit.guard';
import { CompileService } from './compile.service';
import { RecordsToolUse } from '../stats/records-tool-use';

/** Spec section 7 "Generation": compile LaTeX to a PDF and run a Python plot script. */
@Controller()
@UseGuards(CompileRateLimitGuard)
export class CompileController {
  constructor(private readonly compiler: CompileService) {}

  @Post('compile')
  @RecordsToolUse('compile-latex')
  @HttpCode(200)
  @ReportsProgress('compile')
  async compile(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZCompileRequestSchema)) body: CompileRequest,
    @Progress() progress: JobProgress,
    @Res() res: Response,
  ): Promise<void> {
    try {
      const pdf = await this.compiler.compile(auth.user.id, body, progress);
      res.type('application/pdf').setHeader('Content-Disposition', 'inline; filename="document.pdf"');
      res.send(pdf);
    } catch (err) {
      if (!(err instanceof LatexCompileFailure)) throw err;
      // Spec: a failed compile answers with a text body (the first LaTeX error and its line first).
      res.status(422).type('text/plain; charset=utf-8').send(err.text);
    }
  }

  @Post('python-image-generator')
  @RecordsToolUse('plot-generator')
  @HttpCode(200)
  @ReportsProgress('plot')
  async plot(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZPlotRequestSchema)) body: PlotRequest,
    @Progress() progress: JobProgress,
  ): Promise<PlotResponse> {
    const png = await this.compiler.plot(auth.user.id, body, progress);
    return { plotBase64: png.toString('base64') };
  }
}
