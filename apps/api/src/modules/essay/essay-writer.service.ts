import { Inject, Injectable } from '@nestjs/common';
import type {
  EssayAnalysis,
  EssentialSentence,
  GenerateEssayRequest,
  GenerateEssayResponse,
  RewriteResponse,
  WritingOption,
} from '@eps/contracts';
import { EssayBankService } from './essay-bank.service';
import { ESSAY_ENGINE, type EssayEngine } from './engines/essay-engine';
import { EssaysRepository } from './essays.repository';

/** The essay writer (spec section 7 "Essay helper"): generation and the writing tools, on either engine. */
@Injectable()
export class EssayWriterService {
  constructor(
    @Inject(ESSAY_ENGINE) private readonly engine: EssayEngine,
    private readonly bank: EssayBankService,
    private readonly essays: EssaysRepository,
  ) {}

  /** A bank question's own prompt and rubric win over what the client sent; the essay is saved for the owner. */
  async generate(ownerId: string, request: GenerateEssayRequest): Promise<GenerateEssayResponse> {
    const chosen = request.questionId ? await this.bank.get(request.questionId) : undefined;
    const asked = chosen ? { ...request, question: chosen.question, rubric: chosen.rubric } : request;
    const written = await this.engine.writer.writeEssay(asked);
    await this.essays.saveGenerated(ownerId, {
      questionId: chosen?.id,
      question: asked.question,
      essay: written.essay,
      analysis: written.analysis,
      engine: this.engine.kind,
      isScaffold: written.isScaffold,
    });
    return { ...written, engine: this.engine.kind };
  }

  identifyEssential(essay: string): Promise<EssentialSentence[]> {
    return this.engine.writer.findEssentialSentences(essay);
  }

  writingOptions(essay: string, analysis?: EssayAnalysis): Promise<WritingOption[]> {
    return this.engine.writer.suggestWritingOptions(essay, analysis);
  }

  applyOption(
    essay: string,
    option: WritingOption,
  ): Promise<{ updatedEssay: string; analysis: EssayAnalysis }> {
    return this.engine.writer.applyWritingOption(essay, option);
  }

  explain(sentence: string, context: string): Promise<string> {
    return this.engine.writer.explainSentence(sentence, context);
  }

  /**
   * The answer carries the rewritten text only; the engine's note goes beside it. A rewrite that reads
   * the same as the selection (up to spacing) is "nothing to change": the selection comes back as sent.
   */
  async rewrite(sentence: string, context: string, instruction: string): Promise<RewriteResponse> {
    const { rewritten, note } = await this.engine.writer.rewriteSentence(sentence, context, instruction);
    const changed = normalised(rewritten) !== normalised(sentence);
    return {
      rewrittenSentence: changed ? rewritten.trim() : sentence,
      changed,
      note: note ?? (changed ? null : 'Nothing to change: the rewrite came back the same as the selection.'),
    };
  }
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');
