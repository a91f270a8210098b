import { z } from 'zod';
import { ZSyllabusSchema } from './questions';

/**
 * The course helper and the Knowledge Galaxy (issue 20, items 3 and 4): a syllabus's specification tree
 * with what exists for each point and the caller's own mastery (guests have their own).
 *   GET /api/courses/:syllabusId            → CourseTreeResponse (404 for an unknown syllabus)
 *   GET /api/knowledge-graph?syllabus=ID    → KnowledgeGraphResponse (400 without `syllabus`, 404 unknown)
 * Board → qualification → subject comes from GET /api/syllabuses (questions.ts).
 */

/** Mastery 0–1 as in mastery.ts (FSRS retrievability a week ahead); null when never practised. */
const ZMasterySchema = z.number().min(0).max(1).nullable();

export interface CoursePoint {
  id: string;
  code: string;
  name: string;
  description: string;
  /** Approved bank questions on this point or any point below it. */
  questionCount: number;
  /** Of those, the ones taken from past papers. */
  pastPaperQuestionCount: number;
  /** The caller's own generated notes and documents about this point (or below it). */
  noteCount: number;
  mastery: number | null;
  /** The caller's attempts on parts under this point. */
  attempts: number;
  children: CoursePoint[];
}
export const ZCoursePointSchema: z.ZodType<CoursePoint> = z.lazy(() =>
  z.object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    questionCount: z.number().int(),
    pastPaperQuestionCount: z.number().int(),
    noteCount: z.number().int(),
    mastery: ZMasterySchema,
    attempts: z.number().int(),
    children: z.array(ZCoursePointSchema),
  }),
);

export const ZCourseTreeResponseSchema = z.object({
  syllabus: ZSyllabusSchema,
  points: z.array(ZCoursePointSchema),
});
export type CourseTreeResponse = z.infer<typeof ZCourseTreeResponseSchema>;

export const ZKnowledgeGraphQuerySchema = z.object({
  syllabus: z
    .string({ error: 'Choose a syllabus: add ?syllabus=<id> (the ids are listed by GET /api/syllabuses).' })
    .trim()
    .min(1, 'Choose a syllabus: add ?syllabus=<id> (the ids are listed by GET /api/syllabuses).')
    .max(100, 'A syllabus id is at most 100 characters.'),
});
export type KnowledgeGraphQuery = z.infer<typeof ZKnowledgeGraphQuerySchema>;

export const ZKnowledgeNodeSchema = z.object({
  /** The topic's id (the same id the course helper uses). */
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** 0 for a chapter (a top-level point), growing downwards. */
  depth: z.number().int(),
  parentId: z.uuid().nullable(),
  /** The code of the top-level point this one sits under (itself for a chapter): the graph's clusters. */
  chapterCode: z.string(),
  questionCount: z.number().int(),
  noteCount: z.number().int(),
  mastery: ZMasterySchema,
});
export type KnowledgeNode = z.infer<typeof ZKnowledgeNodeSchema>;

export const KNOWLEDGE_EDGE_KINDS = ['parent', 'prerequisite'] as const;
export const ZKnowledgeEdgeSchema = z.object({
  /** parent: source is the parent of target. prerequisite: source should be learnt before target. */
  source: z.uuid(),
  target: z.uuid(),
  kind: z.enum(KNOWLEDGE_EDGE_KINDS),
});
export type KnowledgeEdge = z.infer<typeof ZKnowledgeEdgeSchema>;

export const ZKnowledgeGraphResponseSchema = z.object({
  syllabus: ZSyllabusSchema,
  chapters: z.array(z.object({ code: z.string(), name: z.string() })),
  nodes: z.array(ZKnowledgeNodeSchema),
  edges: z.array(ZKnowledgeEdgeSchema),
});
export type KnowledgeGraphResponse = z.infer<typeof ZKnowledgeGraphResponseSchema>;
