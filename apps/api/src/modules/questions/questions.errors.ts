import { AppError } from '../../common/app-error';

export const QuestionErrors = {
  /** Also the answer for a question that is not approved: drafts and pending items are not public. */
  notFound: () => new AppError(404, 'QUESTION_NOT_FOUND', 'Question not found.'),
  unknownPart: (partId: string) =>
    new AppError(
      400,
      'UNKNOWN_PART',
      `The question has no part ${partId}. Give a part id from GET /api/questions/{id}.`,
      [{ path: 'partId', message: 'Not a part of this question.' }],
    ),
  attemptsRateLimited: (perMinute: number) =>
    new AppError(
      429,
      'ATTEMPTS_RATE_LIMITED',
      `Too many answers checked: at most ${perMinute} a minute. Please wait a moment and try again.`,
    ),
  syllabusNotFound: () => new AppError(404, 'SYLLABUS_NOT_FOUND', 'Syllabus not found.'),
  unknownTopic: (topic: string) =>
    new AppError(
      400,
      'UNKNOWN_TOPIC',
      `No topic "${topic}". Give a topic id from GET /api/syllabuses/{id}/topics, or <syllabus-id>:<code> such as ap-calculus-ab-bc:3.1.`,
      [{ path: 'topic', message: `No topic "${topic}".` }],
    ),
};
