import { Inject, Injectable } from '@nestjs/common';
import type { AnalyzeEssayRequest, EssayCheckResult, EssayHistoryResponse } from '@eps/contracts';
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

  async analyze(ownerId: string, body: AnalyzeEssayRequest): Promise<EssayCheckResult> {
    const request = await this.withBankQuestion(body);
    const { analysisType, essay } = request;
    const [grammarIssues, assessment] = await Promise.all([
      analysisType === 'style' ? [] : this.grammar.check(essay),
      this.engine.assessor.assessEssay(request),
    ]);
    const styleImprovements = analysisType === 'grammar' ? [] : this.style.check(essay);
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
