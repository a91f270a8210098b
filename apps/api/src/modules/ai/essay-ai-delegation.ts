import type {
  AnalyzeEssayRequest,
  EssayAnalysis,
  EssentialSentence,
  GenerateEssayRequest,
  WritingOption,
} from '@eps/contracts';
import type { EssayAi, EssayAssessment, WrittenEssay } from './ai-engine';

/**
 * The essay half of an engine: both engines keep the rubric assessment and the writing tools in two
 * classes of their own, and pass the EssayAi calls straight through to them.
 */
export abstract class EssayAiDelegation implements EssayAi {
  protected abstract readonly assessor: Pick<EssayAi, 'assessEssay'>;
  protected abstract readonly writer: Omit<EssayAi, 'assessEssay'>;

  assessEssay(request: AnalyzeEssayRequest): Promise<EssayAssessment> {
    return this.assessor.assessEssay(request);
  }

  writeEssay(request: GenerateEssayRequest): Promise<WrittenEssay> {
    return this.writer.writeEssay(request);
  }

  findEssentialSentences(essay: string): Promise<EssentialSentence[]> {
    return this.writer.findEssentialSentences(essay);
  }

  suggestWritingOptions(essay: string, analysis?: EssayAnalysis): Promise<WritingOption[]> {
    return this.writer.suggestWritingOptions(essay, analysis);
  }

  applyWritingOption(essay: string, option: WritingOption) {
    return this.writer.applyWritingOption(essay, option);
  }

  explainSentence(sentence: string, context: string): Promise<string> {
    return this.writer.explainSentence(sentence, context);
  }

  rewriteSentence(sentence: string, context: string, instruction: string): Promise<string> {
    return this.writer.rewriteSentence(sentence, context, instruction);
  }
}
