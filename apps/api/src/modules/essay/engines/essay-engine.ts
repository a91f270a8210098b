import type {
  AiEngineKind,
  AnalysisType,
  AnalyzeEssayRequest,
  EssayAnalysis,
  EssayCheckResult,
  EssentialSentence,
  GenerateEssayRequest,
  WritingOption,
} from '@eps/contracts';

/** The rubric part of an essay check; grammar and style come from the deterministic checkers. */
export type EssayAssessment = Omit<EssayCheckResult, 'grammarIssues' | 'styleImprovements' | 'engine'>;

export interface WrittenEssay {
  essay: string;
  analysis: EssayAnalysis;
  /** True when the essay is a scaffold to write from (the offline engine), not a finished essay. */
  isScaffold: boolean;
}

/** A rewrite: the rewritten text only, and apart from it what the engine says about it (if anything). */
export interface SentenceRewrite {
  rewritten: string;
  note: string | null;
}

/** Scores an essay on the AP rubric rows (the essay checker). */
export interface EssayAssessor {
  /** What a check of each type takes on this engine, as the page says it under the check's progress. */
  readonly checkTakes: Readonly<Record<AnalysisType, string>>;
  assessEssay(request: AnalyzeEssayRequest): Promise<EssayAssessment>;
}

/** Writes essays and works on their sentences (the essay writer). */
export interface EssayWriter {
  writeEssay(request: GenerateEssayRequest): Promise<WrittenEssay>;
  findEssentialSentences(essay: string): Promise<EssentialSentence[]>;
  suggestWritingOptions(essay: string, analysis?: EssayAnalysis): Promise<WritingOption[]>;
  applyWritingOption(
    essay: string,
    option: WritingOption,
  ): Promise<{ updatedEssay: string; analysis: EssayAnalysis }>;
  explainSentence(sentence: string, context: string): Promise<string>;
  rewriteSentence(sentence: string, context: string, instruction: string): Promise<SentenceRewrite>;
}

/**
 * The AP essay helper (spec section 7 "Essay helper") on one of two engines chosen by configuration:
 * offline rules (engines/offline, the default) or the configured model (engines/model). The checker
 * uses the assessor, the writer the writer; both report `kind` as the responses' `engine`.
 */
export interface EssayEngine {
  readonly kind: AiEngineKind;
  readonly assessor: EssayAssessor;
  readonly writer: EssayWriter;
}

export const ESSAY_ENGINE = Symbol('ESSAY_ENGINE');
