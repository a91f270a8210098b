import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  ZMathEvaluateRequestSchema,
  type MathEvaluateRequest,
  type MathEvaluateResult,
} from '@eps/contracts';
import { CommonErrors } from '../../common/app-error';
import { CasError, CasTimeoutError, CasWorker } from './engine/cas-worker';
import { MathsEngine } from './engine/maths-engine';
import { MathInputError, MathUnsupportedError } from './engine/read-input';
import { UnitsError } from './engine/units';
import { MathsErrors } from './maths.errors';

/** One symbolic operation may take this long before its worker is stopped. */
const CAS_TIMEOUT_MS = 5_000;

/**
 * The maths engine for the calculator, the chat tutor and the grader (issue 20). Library choice, tried on
 * a battery before deciding: nerdamer-prime 1.5 for symbolic work (CommonJS, declares Node ≥ 15, solves
 * with complex roots, integrates the school repertoire) with mathjs 15 for reading, numbers, units and
 * LaTeX. @cortex-js/compute-engine 0.140 gave similar answers but is ESM-only and declares Node ≥ 22.3
 * (this API is CommonJS on Node 20), and took 1.5 s for a simple limit. Every result is checked
 * numerically by mathjs, independently of nerdamer, and `check` says honestly how it went.
 */
@Injectable()
export class MathsService implements OnModuleDestroy {
  private readonly engine = new MathsEngine(new CasWorker(CAS_TIMEOUT_MS));

  async evaluate(request: MathEvaluateRequest): Promise<MathEvaluateResult> {
    const parsed = ZMathEvaluateRequestSchema.safeParse(request);
    if (!parsed.success)
      throw CommonErrors.validation(
        parsed.error.issues.map((issue) => issue.message).join(' '),
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    try {
      return await this.engine.run(parsed.data);
    } catch (err) {
      if (err instanceof MathInputError) throw MathsErrors.unreadable(err.message);
      if (err instanceof MathUnsupportedError || err instanceof UnitsError)
        throw MathsErrors.unsupported(err.message);
      if (err instanceof CasTimeoutError) throw MathsErrors.tooHard(parsed.data.operation);
      if (err instanceof CasError) throw MathsErrors.unsupported(casReason(err.message));
      throw err;
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.engine.close();
  }
}

/** nerdamer's messages are terse ("System does not have a distinct solution"); kept, with a lead-in. */
function casReason(message: string): string {
  return `the algebra engine reported "${message.slice(0, 200)}"`;
}
