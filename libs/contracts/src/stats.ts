import { z } from 'zod';
import { ZMasteryEntrySchema } from './mastery';
import { TOOL_IDS } from './tools';

/**
 * User statistics (issue 20, item 5).
 *   POST   /api/stats/visits          ToolVisitRequest → 204 (the web app's beacon when a tool page is left)
 *   GET    /api/stats/me?tz=Area/City → StatsResponse (days in that IANA time zone; UTC without it)
 *   GET    /api/stats/me/export.csv   → text/csv, one row per tool event, attempt, answer or review
 *   DELETE /api/stats/me              → StatsDeleted
 * Uses of a tool are recorded by the server as they happen (routes marked @RecordsToolUse).
 */

/** The sidebar catalogue's tools and the spec's other tools that have pages of their own. */
export const STAT_TOOL_IDS = [
  ...TOOL_IDS,
  'chatbox',
  'past-papers',
  'exam-question',
  'exam-grader',
  'quiz-generator',
  'student-feedback-generator',
] as const;
export const ZStatToolIdSchema = z.enum(STAT_TOOL_IDS, { error: 'Unknown tool id.' });
export type StatToolId = z.infer<typeof ZStatToolIdSchema>;

export const STAT_TOOL_NAMES: Record<StatToolId, string> = {
  'course-helper': 'Course Helper',
  'plot-generator': 'Plot Generator',
  'notes-generation': 'Notes Generation',
  'slides-generation': 'Slides Generation',
  'math-papers': 'Math Papers',
  calculator: 'Calculator',
  'image-to-text': 'Image to Text',
  'compile-latex': 'LaTeX Editor',
  'knowledge-galaxy': 'Knowledge Galaxy',
  'formula-search': 'Formula Search',
  'question-search': 'Question Search',
  'pdf-editor': 'PDF Editor',
  'essay-helper': 'Essay Helper',
  chatbox: 'AI Chatbox',
  'past-papers': 'Past Papers',
  'exam-question': 'Exam Questions',
  'exam-grader': 'Exam Grader',
  'quiz-generator': 'Quiz Generator',
  'student-feedback-generator': 'Student Feedback',
};

/** One visit longer than this is a tab left open, not study time; the server refuses it. */
export const MAX_VISIT_SECONDS = 4 * 60 * 60;

export const ZToolVisitRequestSchema = z.object({
  tool: ZStatToolIdSchema,
  seconds: z
    .number({ error: 'seconds must be a number.' })
    .int('seconds must be a whole number.')
    .min(1, 'A visit lasts at least a second.')
    .max(MAX_VISIT_SECONDS, `A visit counts at most ${MAX_VISIT_SECONDS} seconds.`),
});
export type ToolVisitRequest = z.infer<typeof ZToolVisitRequestSchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZStatsQuerySchema = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'tz must be an IANA time zone such as Europe/London.').optional(),
});
export type StatsQuery = z.infer<typeof ZStatsQuerySchema>;

export const FORECAST_DAYS = 14;

export const ZToolUsageSchema = z.object({
  tool: ZStatToolIdSchema,
  /** Requests that did something with the tool (a compile, a mark, an answer …). */
  uses: z.number().int(),
  /** Visits of the tool's page the web app reported. */
  visits: z.number().int(),
  /** Time on the tool's page, summed over the visits. */
  seconds: z.number().int(),
});
export type ToolUsage = z.infer<typeof ZToolUsageSchema>;

export const SCORE_SOURCES = ['quiz', 'grader', 'questions'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** Per day and source: the share of marks gained (0–100), null when there was no attempt of that kind. */
export const ZScoreDaySchema = z.object({
  date: z.string(),
  quiz: z.number().nullable(),
  grader: z.number().nullable(),
  questions: z.number().nullable(),
  attempts: z.number().int(),
});
export type ScoreDay = z.infer<typeof ZScoreDaySchema>;

export const ZStreakSchema = z.object({
  /** Days in a row with activity up to today, or up to yesterday when today has none yet. */
  current: z.number().int(),
  longest: z.number().int(),
  activeDays: z.number().int(),
  lastActiveDate: z.string().nullable(),
});
export type Streak = z.infer<typeof ZStreakSchema>;

export const ZForecastDaySchema = z.object({
  date: z.string(),
  /** Review cards falling due that day; today's count includes the overdue ones. */
  due: z.number().int(),
});
export type ForecastDay = z.infer<typeof ZForecastDaySchema>;

export const ZStatsResponseSchema = z.object({
  /** The time zone the days are counted in: the client's when it sent one, else UTC. */
  timeZone: z.string(),
  today: z.string(),
  tools: z.array(ZToolUsageSchema),
  scores: z.array(ZScoreDaySchema),
  /** Mastery per specification point, weakest first (GET /api/mastery's method). */
  mastery: z.array(ZMasteryEntrySchema),
  streak: ZStreakSchema,
  forecast: z.array(ZForecastDaySchema),
});
export type StatsResponse = z.infer<typeof ZStatsResponseSchema>;

/** What "Delete my history" removes, by the table's plain name; nothing else of the user's is touched. */
export const ZStatsDeletedSchema = z.object({
  toolEvents: z.number().int(),
  questionAttempts: z.number().int(),
  quizAnswers: z.number().int(),
  gradedAnswers: z.number().int(),
  reviewCards: z.number().int(),
});
export type StatsDeleted = z.infer<typeof ZStatsDeletedSchema>;

export const STATS_CSV_COLUMNS = [
  'occurred_at',
  'type',
  'tool',
  'item',
  'score',
  'max_score',
  'seconds',
] as const;
