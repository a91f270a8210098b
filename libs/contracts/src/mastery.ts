import { z } from 'zod';

/**
 * Mastery per topic and per specification point (issue 17, item 5), from every attempt the user made on
 * bank question parts: the exam question page, quizzes and reviews. Guests have their own.
 *   GET /api/mastery → MasteryResponse
 * Method (docs/architecture.md "Mastery"): each part's attempts are replayed through FSRS; a part's
 * mastery is its retrievability a week from now, a topic's is the mean over the parts practised under it.
 */

export const MASTERY_METHOD = 'fsrs-retrievability';

export const ZMasteryEntrySchema = z.object({
  topicId: z.uuid(),
  syllabusId: z.string(),
  code: z.string(),
  name: z.string(),
  /** 0–1: the predicted probability of recalling a practised part a week from now, averaged over the parts. */
  mastery: z.number(),
  partsPractised: z.number().int(),
  attempts: z.number().int(),
  correct: z.number().int(),
  lastPractised: z.string(),
});
export type MasteryEntry = z.infer<typeof ZMasteryEntrySchema>;

export const ZMasteryResponseSchema = z.object({
  method: z.literal(MASTERY_METHOD),
  /** Topics with subtopics, each rolled up over everything practised below it. */
  topics: z.array(ZMasteryEntrySchema),
  /** Leaves of the syllabus trees: the specification points themselves. */
  specificationPoints: z.array(ZMasteryEntrySchema),
});
export type MasteryResponse = z.infer<typeof ZMasteryResponseSchema>;
