import { z } from 'zod';

/**
 * The essay helper's tool calls (spec section 7 "Essay helper"). So far: POST /api/essay/dictionary
 * { word } → { definition, … } from WordNet (offline, lemmatised: running → run); a word WordNet does
 * not know answers 404.
 */

/** Spec section 9: a definition lookup is for one or two words. */
export const DICTIONARY_MAX_WORDS = 2;

export const ZDictionaryRequestSchema = z.object({
  word: z
    .string({ error: 'word must be text.' })
    .trim()
    .min(1, 'word must not be empty.')
    .max(60, 'word must be at most 60 characters.')
    .refine((s) => s.split(/\s+/).length <= DICTIONARY_MAX_WORDS, `Look up one or two words at a time.`),
});
export type DictionaryRequest = z.infer<typeof ZDictionaryRequestSchema>;

export const ZDictionaryResponseSchema = z.object({
  /** The spec's field: the gloss of the word's most common sense. */
  definition: z.string(),
  word: z.string(),
  /** The dictionary form that was found (running → run). */
  lemma: z.string(),
  partOfSpeech: z.enum(['noun', 'verb', 'adjective', 'adverb']),
  source: z.literal('wordnet'),
});
export type DictionaryResponse = z.infer<typeof ZDictionaryResponseSchema>;

/** About 8,000 words: far beyond an AP essay. Longer text is a clear 400, never a slow check. */
export const ESSAY_MAX_CHARS = 50_000;
export const NO_QUESTION_PROVIDED = 'No specific question provided';
/** Spec section 9: the rubric text the checker sends when no question is chosen. */
export const FIXED_ESSAY_RUBRIC =
  'Standard AP essay rubric: Thesis (0-1), Evidence & Commentary (0-4), Sophistication (0-1)';
export const ANALYSIS_TYPES = ['grammar', 'style', 'comprehensive'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];
/**
 * The essay check's real steps, in the order its progress events name them (JobEvent.step): a grammar
 * check has no 'style' step and a style check no 'grammar' step.
 */
export const ESSAY_CHECK_STEPS = ['reading', 'grammar', 'style', 'rubric', 'feedback'] as const;
export type EssayCheckStep = (typeof ESSAY_CHECK_STEPS)[number];

const essayText = (field: string) =>
  z
    .string({ error: `${field} must be text.` })
    .max(ESSAY_MAX_CHARS, `${field} must be at most ${ESSAY_MAX_CHARS.toLocaleString('en-GB')} characters.`)
    .refine((s) => s.trim().length > 0, `${field} must not be empty.`);
const shortText = (field: string, max: number) =>
  z.string({ error: `${field} must be text.` }).max(max, `${field} must be at most ${max} characters.`);
/** Beyond the spec: the bank question the essay answers, so its own rubric is used and it is saved with it. */
const questionId = z.string({ error: 'questionId must be text.' }).max(100).optional();

export const ZParagraphPlanSchema = z.object({
  paragraphIndex: z.number().int().min(0),
  purpose: z.string(),
  reasoning: z.string(),
  keySentence: z.string(),
});
export type ParagraphPlan = z.infer<typeof ZParagraphPlanSchema>;
export const ZEssayAnalysisSchema = z.object({
  paragraphBreakdown: z.array(ZParagraphPlanSchema),
  writingStrategy: z.string(),
  rubricAlignment: z.string(),
});
export type EssayAnalysis = z.infer<typeof ZEssayAnalysisSchema>;

/** POST /api/essay/generate. Offline the essay is an honest scaffold (isScaffold), never a fake essay. */
export const ZGenerateEssayRequestSchema = z.object({
  question: essayText('question'),
  rubric: shortText('rubric', 20_000).default(''),
  subject: shortText('subject', 100).default(''),
  questionId,
});
export type GenerateEssayRequest = z.infer<typeof ZGenerateEssayRequestSchema>;
export const ZGenerateEssayResponseSchema = z.object({
  essay: z.string(),
  analysis: ZEssayAnalysisSchema,
  engine: z.enum(['offline', 'openai']),
  isScaffold: z.boolean(),
});
export type GenerateEssayResponse = z.infer<typeof ZGenerateEssayResponseSchema>;

export const ZIdentifyEssentialRequestSchema = z.object({ essay: essayText('essay') });
export type IdentifyEssentialRequest = z.infer<typeof ZIdentifyEssentialRequestSchema>;
export const ZEssentialSentenceSchema = z.object({ sentence: z.string(), explanation: z.string() });
export type EssentialSentence = z.infer<typeof ZEssentialSentenceSchema>;
export const ZIdentifyEssentialResponseSchema = z.object({
  essentialSentences: z.array(ZEssentialSentenceSchema),
});
export type IdentifyEssentialResponse = z.infer<typeof ZIdentifyEssentialResponseSchema>;

export const ZWritingOptionSchema = z.object({
  type: shortText('type', 100),
  title: shortText('title', 200),
  description: shortText('description', 2_000),
});
export type WritingOption = z.infer<typeof ZWritingOptionSchema>;
export const ZWritingOptionsRequestSchema = z.object({
  currentEssay: essayText('currentEssay'),
  analysis: ZEssayAnalysisSchema.optional(),
});
export type WritingOptionsRequest = z.infer<typeof ZWritingOptionsRequestSchema>;
export const ZWritingOptionsResponseSchema = z.object({ options: z.array(ZWritingOptionSchema) });
export type WritingOptionsResponse = z.infer<typeof ZWritingOptionsResponseSchema>;
export const ZApplyOptionRequestSchema = z.object({
  currentEssay: essayText('currentEssay'),
  option: ZWritingOptionSchema,
});
export type ApplyOptionRequest = z.infer<typeof ZApplyOptionRequestSchema>;
export const ZApplyOptionResponseSchema = z.object({
  updatedEssay: z.string(),
  analysis: ZEssayAnalysisSchema,
});
export type ApplyOptionResponse = z.infer<typeof ZApplyOptionResponseSchema>;

export const ZExplainRequestSchema = z.object({
  sentence: essayText('sentence'),
  context: shortText('context', ESSAY_MAX_CHARS).default(''),
});
/** What the client sends (context may be left out); the server sees the defaults filled in. */
export type ExplainRequest = z.input<typeof ZExplainRequestSchema>;
export const ZExplainResponseSchema = z.object({ explanation: z.string() });
export type ExplainResponse = z.infer<typeof ZExplainResponseSchema>;
export const ZRewriteRequestSchema = ZExplainRequestSchema.extend({
  instruction: shortText('instruction', 1_000)
    .default('')
    .transform((s) => s.trim() || 'Improve clarity and style'),
});
export type RewriteRequest = z.input<typeof ZRewriteRequestSchema>;
/**
 * A rewrite answer: `rewrittenSentence` is only ever the rewritten text, ready to replace the selection.
 * What the engine says about it travels in `note` and is shown beside the text, never inside it. When
 * nothing changed, `changed` is false and `rewrittenSentence` is the selection as sent: nothing to replace.
 */
export const ZRewriteResponseSchema = z.object({
  rewrittenSentence: z.string(),
  changed: z.boolean(),
  note: z.string().nullable(),
});
export type RewriteResponse = z.infer<typeof ZRewriteResponseSchema>;

/** POST /api/essay/analyze (spec section 3 "Checker analysis result"). */
export const ZAnalyzeEssayRequestSchema = z.object({
  essay: essayText('essay'),
  question: shortText('question', 20_000)
    .default('')
    .transform((s) => s.trim() || NO_QUESTION_PROVIDED),
  rubric: shortText('rubric', 20_000)
    .default('')
    .transform((s) => s.trim() || FIXED_ESSAY_RUBRIC),
  analysisType: z
    .enum(ANALYSIS_TYPES, { error: 'analysisType must be grammar, style or comprehensive.' })
    .default('comprehensive'),
  questionId,
});
export type AnalyzeEssayRequest = z.infer<typeof ZAnalyzeEssayRequestSchema>;

const ZRubricRowSchema = z.object({
  score: z.number().min(0),
  /** Beyond: the row's maximum (thesis 1, evidence 4, sophistication 1), for the score colours. */
  max: z.number().positive(),
  feedback: z.string(),
});
export const ZGrammarIssueSchema = z.object({
  issue: z.string(),
  sentence: z.string(),
  suggestion: z.string(),
});
export type GrammarIssue = z.infer<typeof ZGrammarIssueSchema>;
export const ZStyleImprovementSchema = z.object({
  improvement: z.string(),
  sentence: z.string(),
  reason: z.string(),
});
export type StyleImprovement = z.infer<typeof ZStyleImprovementSchema>;
export const ZEssayCheckResultSchema = z.object({
  overallScore: z.number().min(0).max(10),
  overallFeedback: z.string(),
  rubricBreakdown: z.object({
    thesis: ZRubricRowSchema,
    evidence: ZRubricRowSchema,
    sophistication: ZRubricRowSchema,
  }),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  paragraphAnalysis: z.array(
    z.object({
      paragraphNumber: z.number().int().positive(),
      purpose: z.string(),
      reasoning: z.string(),
      keySentence: z.string(),
      suggestions: z.array(z.string()),
    }),
  ),
  grammarIssues: z.array(ZGrammarIssueSchema),
  styleImprovements: z.array(ZStyleImprovementSchema),
  engine: z.enum(['offline', 'openai']),
});
export type EssayCheckResult = z.infer<typeof ZEssayCheckResultSchema>;

/**
 * GET /api/essay/engine: the engine that answers the essay helper and, from that engine, what each check
 * type takes, for the note under the check's progress (the spec's 'This may take up to 30 seconds' is a
 * model's time; the offline engine says its own).
 */
export const ZEssayEngineInfoSchema = z.object({
  engine: z.enum(['offline', 'openai']),
  checkTakes: z.object({ grammar: z.string(), style: z.string(), comprehensive: z.string() }),
});
export type EssayEngineInfo = z.infer<typeof ZEssayEngineInfoSchema>;

/** GET /api/essay/history: the caller's checked and generated essays, newest first (Beyond). */
export const ESSAY_HISTORY_QUESTION_CHARS = 80;
export const ZEssayHistoryItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['checked', 'generated']),
  questionId: z.string().nullable(),
  /** The first ESSAY_HISTORY_QUESTION_CHARS characters of the question. */
  question: z.string(),
  overallScore: z.number().nullable(),
  createdAt: z.string(),
});
export type EssayHistoryItem = z.infer<typeof ZEssayHistoryItemSchema>;
export const ZEssayHistoryResponseSchema = z.object({ essays: z.array(ZEssayHistoryItemSchema) });
export type EssayHistoryResponse = z.infer<typeof ZEssayHistoryResponseSchema>;
