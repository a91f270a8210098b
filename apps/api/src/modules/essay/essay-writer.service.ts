import { Inject, Injectable } from '@nestjs/common';
import type {
  EssayAnalysis,
  EssentialSentence,
  GenerateEssayRequest,
  GenerateEssayResponse,
  WritingOption,
} from '@eps/contracts';
import { AI_ENGINE, type AiEngine } from '../ai/ai-engine';
import { EssayBankService } from './essay-bank.service';
import { EssaysRepository } from './essays.repository';

/** The essay writer (spec section 7 "Essay helper"): generation and the writing tools, on either engine. */
@Injectable()
export class EssayWriterService {
  constructor(
    @Inject(AI_ENGINE) private readonly ai: AiEngine,
    private readonly bank: EssayBankService,
    private readonly essays: EssaysRepository,
  ) {}

  /** A bank question's own prompt and rubric win over what the client sent; the essay is saved for the owner. */
  async generate(ownerId: string, request: GenerateEssayRequest): Promise<GenerateEssayResponse> {
    const chosen = request.questionId ? await this.bank.get(request.questionId) : undefined;
    const asked = chosen ? { ...request, question: chosen.question, rubric: chosen.rubric } : request;
    const written = await this.ai.writeEssay(asked);
    await this.essays.saveGenerated(ownerId, {
      questionId: chosen?.id,
      question: asked.question,
      essay: written.essay,
      analysis: written.analysis,
      engine: this.ai.kind,
      isScaffold: written.isScaffold,
    });
    return { ...written, engine: this.ai.kind };
  }

  identifyEssential(essay: string): Promise<EssentialSentence[]> {
    return this.ai.findEssentialSentences(essay);
  }

  writingOptions(essay: string, analysis?: EssayAnalysis): Promise<WritingOption[]> {
    return this.ai.suggestWritingOptions(essay, analysis);
  }

  applyOption(
    essay: string,
    option: WritingOption,
  ): Promise<{ updatedEssay: string; analysis: EssayAnalysis }> {
    return this.ai.applyWritingOption(essay, option);
  }

  explain(sentence: string, context: string): Promise<string> {
    return this.ai.explainSentence(sentence, context);
  }

  rewrite(sentence: string, context: string, instruction: string): Promise<string> {
    return this.ai.rewriteSentence(sentence, context, instruction);
  }
}
