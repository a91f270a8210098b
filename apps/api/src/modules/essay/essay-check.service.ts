import { Inject, Injectable } from '@nestjs/common';
import type {
  AnalyzeEssayRequest,
  EssayCheckResult,
  EssayEngineInfo,
  EssayHistoryResponse,
} from '@eps/contracts';
import type { JobProgress } from '../progress/job-progress';
import { GrammarChecker, StyleChecker } from './checkers';
import { ESSAY_ENGINE, type EssayEngine } from './engines/essay-engine';
import { EssayBankService } from './essay-bank.service';
import { EssaysRepository } from './essays.repository';

/** The newest checked and generated essays the history shows. */
const HISTORY_LIMIT = 50;

/**
 * The essay checker (spec section 7 "Essay helper", POST /api/essay/analyze). Grammar and style come
 * from the deterministic checkers (grammar for 'grammar', style for 'style', both for 'comprehensive');
 * the rubric part comes from the essay engine's assessor for every type, because the offline one is
 * instant and the model one is what makes a check worth asking for. Every check is saved for its owner.
 * Its steps (ESSAY_CHECK_STEPS) are reported as they happen.
 */
@Injectable()
export class EssayCheckService {
  constructor(
    @Inject(ESSAY_ENGINE) private readonly engine: EssayEngine,
    private readonly grammar: GrammarChecker,
    private readonly style: StyleChecker,
    private readonly bank: EssayBankService,
    private readonly essays: EssaysRepository,
  ) {}

  async analyze(
    ownerId: string,
    body: AnalyzeEssayRequest,
    progress: JobProgress,
  ): Promise<EssayCheckResult> {
    progress.step('reading', 'Reading the essay and its question');
    const request = await this.withBankQuestion(body);
    const { analysisType, essay } = request;
    // The rubric assessment runs while the checkers work (a model takes seconds); each step says what
    // the check is busy with or waiting on next, so the steps follow the real work in order.
    if (analysisType !== 'style') progress.step('grammar', 'Checking grammar');
    const checkingGrammar = analysisType === 'style' ? Promise.resolve([]) : this.grammar.check(essay);
    const assessing = this.engine.assessor.assessEssay(request);
    void assessing.catch(() => undefined); // awaited below; a failure before then is not an unhandled one
    const grammarIssues = await checkingGrammar;
    if (analysisType !== 'grammar') progress.step('style', 'Checking style');
    const styleImprovements = analysisType === 'grammar' ? [] : this.style.check(essay);
    progress.step('rubric', 'Scoring against the rubric and analyzing each paragraph');
    const assessment = await assessing;
    progress.step('feedback', 'Compiling feedback');
    const result: EssayCheckResult = {
      ...assessment,
      grammarIssues,
      styleImprovements,
      engine: this.engine.kind,
    };
    await this.essays.saveChecked(ownerId, {
      questionId: request.questionId,
      question: request.question,
      essay,
      analysisType,
      result,
    });
    return result;
  }

  /** The engine in use and what its checks take (GET /api/essay/engine). */
  engineInfo(): EssayEngineInfo {
    return { engine: this.engine.kind, checkTakes: { ...this.engine.assessor.checkTakes } };
  }

  async history(ownerId: string): Promise<EssayHistoryResponse> {
    return { essays: await this.essays.listMine(ownerId, HISTORY_LIMIT) };
  }

  /** Beyond: a chosen bank question brings its own prompt and rubric (404 'No such question.' if unknown). */
  private async withBankQuestion(body: AnalyzeEssayRequest): Promise<AnalyzeEssayRequest> {
    if (!body.questionId) return body;
    const item = await this.bank.get(body.questionId);
    return { ...body, question: item.question, rubric: item.rubric };
  }
}
