import { z } from 'zod';
import {
  QUESTION_ANSWER_TYPES,
  QUESTION_SOURCES,
  ZMarkSchemePointSchema,
  ZQuestionHintSchema,
} from './question-content';

/**
 * The question bank's read API (issue 16); guests may call all of it.
 *   GET /api/questions?q=&board=&qualification=&subject=&topic=&year=&marks=&commandWord=&difficulty=&type=&page=&pageSize=&topicFacets=
 *       → QuestionSearchResponse (approved questions only; filters combine with AND)
 *   GET /api/questions/:id              → QuestionDetail (404 unless it exists and is approved)
 *   GET /api/syllabuses                 → { syllabuses: Syllabus[] }
 *   GET /api/syllabuses/:id/topics      → { syllabus, topics: TopicNode[] } (the tree; 404 for an unknown id)
 */

export const QUESTION_SEARCH_MAX_PAGE_SIZE = 50;
export const QUESTION_SEARCH_DEFAULT_PAGE_SIZE = 20;
export const QUESTION_SEARCH_MAX_QUERY_CHARS = 200;

const once = (name: string, maxChars = 100) =>
  z
    .string({ error: `${name} must be given once, as text.` })
    .trim()
    .max(maxChars, `${name} must be at most ${maxChars} characters.`);

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be given once, as a whole number.` })
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be between ${min} and ${max}.`)
        .max(max, `${name} must be between ${min} and ${max}.`),
    );

/** Query-string filters; an empty value means "no filter", an unknown parameter is refused. */
export const ZQuestionSearchQuerySchema = z.strictObject(
  {
    q: once('q', QUESTION_SEARCH_MAX_QUERY_CHARS).optional(),
    board: once('board').optional(),
    qualification: once('qualification').optional(),
    subject: once('subject').optional(),
    /** A topic's id, or `<syllabus-id>:<code>`; questions of its subtopics match too. */
    topic: once('topic').optional(),
    year: wholeNumber('year', 1900, 2200).optional(),
    marks: wholeNumber('marks', 0, 100).optional(),
    commandWord: once('commandWord').optional(),
    difficulty: wholeNumber('difficulty', 1, 5).optional(),
    type: z
      .enum(QUESTION_ANSWER_TYPES, { error: `type must be one of ${QUESTION_ANSWER_TYPES.join(', ')}.` })
      .optional(),
    /** A syllabus id: facets.topic then counts the matches on each of its topics (and the topics below). */
    topicFacets: once('topicFacets').optional(),
    page: wholeNumber('page', 1, 10_000).default(1),
    pageSize: wholeNumber('pageSize', 1, QUESTION_SEARCH_MAX_PAGE_SIZE).default(
      QUESTION_SEARCH_DEFAULT_PAGE_SIZE,
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}.` : undefined,
  },
);
export type QuestionSearchQuery = z.output<typeof ZQuestionSearchQuerySchema>;

export const ZTopicRefSchema = z.object({
  id: z.uuid(),
  syllabusId: z.string(),
  code: z.string(),
  name: z.string(),
});
export type TopicRef = z.infer<typeof ZTopicRefSchema>;

export const ZQuestionSourceInfoSchema = z.object({
  kind: z.enum(QUESTION_SOURCES),
  url: z.string().nullable(),
  licence: z.string(),
  /** The line shown with the question, e.g. "Problem from OpenStax Calculus Volume 1, hints by OATutor, CC BY 4.0". */
  attribution: z.string(),
});

export const ZQuestionSearchItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Plain text of the stem with matched words in <mark>…</mark>; every other character is HTML-escaped. */
  snippet: z.string(),
  subject: z.string().nullable(),
  subjects: z.array(z.string()),
  topics: z.array(ZTopicRefSchema),
  marks: z.number().int(),
  difficulty: z.number().int().nullable(),
  source: ZQuestionSourceInfoSchema,
});
export type QuestionSearchItem = z.infer<typeof ZQuestionSearchItemSchema>;

export const ZFacetBucketSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetBucket = z.infer<typeof ZFacetBucketSchema>;

export const QUESTION_FACETS = [
  'board',
  'qualification',
  'subject',
  'year',
  'marks',
  'commandWord',
  'difficulty',
  'type',
  'source',
  /** Only with `topicFacets=<syllabus-id>`: values are `<syllabus-id>:<code>`, as the topic filter takes them. */
  'topic',
] as const;
export type QuestionFacet = (typeof QUESTION_FACETS)[number];

export const ZQuestionSearchResponseSchema = z.object({
  items: z.array(ZQuestionSearchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per facet, how many of the matching questions have each value (a question may have several subjects). */
  facets: z.record(z.enum(QUESTION_FACETS), z.array(ZFacetBucketSchema)),
  /** The words searched for after spelling correction, when a correction was made ("diferentiation" → "differentiation"). */
  correctedQuery: z.string().nullable(),
});
export type QuestionSearchResponse = z.infer<typeof ZQuestionSearchResponseSchema>;

export const ZQuestionPartDetailSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  prompt: z.string(),
  commandWord: z.string().nullable(),
  marks: z.number().int(),
  answerType: z.enum(QUESTION_ANSWER_TYPES),
  /** What the answer box needs: choices for multiple choice, units for numeric; never the answer itself. */
  choices: z.array(z.string()).nullable(),
  units: z.string().nullable(),
  hints: z.array(ZQuestionHintSchema.omit({ answer: true })),
  markScheme: z.array(ZMarkSchemePointSchema),
  workedSolution: z.string().nullable(),
});
export type QuestionPartDetail = z.infer<typeof ZQuestionPartDetailSchema>;

export const ZQuestionDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  stem: z.string(),
  commandWord: z.string().nullable(),
  difficulty: z.number().int().nullable(),
  year: z.number().int().nullable(),
  totalMarks: z.number().int(),
  hints: z.array(ZQuestionHintSchema.omit({ answer: true })),
  parts: z.array(ZQuestionPartDetailSchema),
  topics: z.array(ZTopicRefSchema),
  subjects: z.array(z.string()),
  source: ZQuestionSourceInfoSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type QuestionDetail = z.infer<typeof ZQuestionDetailSchema>;

export const ZSyllabusSchema = z.object({
  id: z.string(),
  board: z.string(),
  qualification: z.string(),
  subject: z.string(),
  title: z.string(),
  topicCount: z.number().int(),
  questionCount: z.number().int(),
});
export type Syllabus = z.infer<typeof ZSyllabusSchema>;
export const ZSyllabusListResponseSchema = z.object({ syllabuses: z.array(ZSyllabusSchema) });
export type SyllabusListResponse = z.infer<typeof ZSyllabusListResponseSchema>;

export interface TopicNode {
  id: string;
  code: string;
  name: string;
  description: string;
  /** Approved questions on this topic or any topic below it. */
  questionCount: number;
  children: TopicNode[];
}
export const ZTopicNodeSchema: z.ZodType<TopicNode> = z.lazy(() =>
  z.object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    questionCount: z.number().int(),
    children: z.array(ZTopicNodeSchema),
  }),
);
export const ZSyllabusTopicsResponseSchema = z.object({
  syllabus: ZSyllabusSchema,
  topics: z.array(ZTopicNodeSchema),
});
export type SyllabusTopicsResponse = z.infer<typeof ZSyllabusTopicsResponseSchema>;
