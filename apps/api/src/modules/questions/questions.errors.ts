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
  notYours: () =>
    new AppError(403, 'QUESTION_NOT_YOURS', 'Only its author or an admin can change this question.'),
  unknownTopicIds: (ids: string[]) =>
    new AppError(
      400,
      'UNKNOWN_TOPIC',
      `No topic with id ${ids.join(', ')}. Pick topics from GET /api/syllabuses/{id}/topics.`,
      ids.map(() => ({ path: 'topicIds', message: 'No such topic.' })),
    ),
  reportNotFound: () => new AppError(404, 'REPORT_NOT_FOUND', 'There is no problem report with this id.'),
  reportAlreadyResolved: () =>
    new AppError(409, 'REPORT_ALREADY_RESOLVED', 'This report has already been resolved by another admin.'),
  unknownQuestionIds: (ids: string[]) =>
    new AppError(
      400,
      'UNKNOWN_QUESTION',
      `No approved question with id ${ids.join(', ')}. Pick questions from GET /api/questions.`,
      ids.map(() => ({ path: 'questionIds', message: 'No such question.' })),
    ),
  notPending: () => new AppError(409, 'QUESTION_NOT_PENDING', 'This question is not waiting for review.'),
  importTooLarge: (limitBytes: number) =>
    new AppError(
      413,
      'IMPORT_TOO_LARGE',
      `The import file is too large (the limit is ${Math.round(limitBytes / (1024 * 1024))} MB). Split it into smaller files.`,
    ),
  badImport: (message: string) => new AppError(400, 'IMPORT_INVALID', message),
  unknownSyllabusForFacets: (syllabus: string) =>
    new AppError(
      400,
      'UNKNOWN_SYLLABUS',
      `No syllabus "${syllabus}". Give a syllabus id from GET /api/syllabuses, such as ap-calculus-ab-bc.`,
      [{ path: 'topicFacets', message: `No syllabus "${syllabus}".` }],
    ),
};
