import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import {
  ZMathEvaluateRequestSchema,
  type MathEvaluateRequest,
  type MathEvaluateResult,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { Public } from '../auth/decorators';
import { MathsService } from './maths.service';

const MINUTE_MS = 60_000;
/** Per client address: a calculator user presses "=" a few times a minute; symbolic work costs CPU. */
const REQUESTS_PER_MINUTE = 60;

/** The calculator's algebra, open to guests and anonymous callers like the rest of the calculator. */
@Controller('math')
export class MathsController {
  constructor(private readonly maths: MathsService) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle({
    default: { limit: REQUESTS_PER_MINUTE, ttl: MINUTE_MS },
    'auth-ip': { limit: REQUESTS_PER_MINUTE, ttl: MINUTE_MS },
  })
  @Post('evaluate')
  @HttpCode(200)
  evaluate(
    @Body(new ZodValidationPipe(ZMathEvaluateRequestSchema)) body: MathEvaluateRequest,
  ): Promise<MathEvaluateResult> {
    return this.maths.evaluate(body);
  }
}
