import { Body, Controller, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  JOB_ID_HEADER,
  ZCompileRequestSchema,
  ZJobIdSchema,
  ZPlotRequestSchema,
  type CompileRequest,
  type PlotRequest,
  type PlotResponse,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { CompileErrors, LatexCompileFailure } from './compile.errors';
import { CompileRateLimitGuard } from './compile-rate-limit.guard';
import { CompileService } from './compile.service';

function jobIdFrom(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!ZJobIdSchema.safeParse(header).success) throw CompileErrors.badJobId();
  return header.toLowerCase();
}

/** Spec section 7 "Generation": compile LaTeX to a PDF and run a Python plot script. */
@Controller()
@UseGuards(CompileRateLimitGuard)
export class CompileController {
  constructor(private readonly compiler: CompileService) {}

  @Post('compile')
  @HttpCode(200)
  async compile(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZCompileRequestSchema)) body: CompileRequest,
    @Headers(JOB_ID_HEADER) jobId: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    try {
      const pdf = await this.compiler.compile(auth.user.id, body, jobIdFrom(jobId));
      res.type('application/pdf').setHeader('Content-Disposition', 'inline; filename="document.pdf"');
      res.send(pdf);
    } catch (err) {
      if (!(err instanceof LatexCompileFailure)) throw err;
      // Spec: a failed compile answers with a text body (the first LaTeX error and its line first).
      res.status(422).type('text/plain; charset=utf-8').send(err.text);
    }
  }

  @Post('python-image-generator')
  @HttpCode(200)
  async plot(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZPlotRequestSchema)) body: PlotRequest,
    @Headers(JOB_ID_HEADER) jobId: string | undefined,
  ): Promise<PlotResponse> {
    const png = await this.compiler.plot(auth.user.id, body, jobIdFrom(jobId));
    return { plotBase64: png.toString('base64') };
  }
}
