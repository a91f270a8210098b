import { AppError } from '../../common/app-error';

export const QuestionErrors = {
  /** Also the answer for a question that is not approved: drafts and pending items are not public. */
  notFound: () => new AppError(404, 'QUESTION_NOT_FOUND', 'Question not found.'),
  syllabusNotFound: () => new AppError(404, 'SYLLABUS_NOT_FOUND', 'Syllabus not found.'),
  unknownTopic: (topic: string) =>
    new AppError(
      400,
      'UNKNOWN_TOPIC',
      `No topic "${topic}". Give a topic id from GET /api/syllabuses/{id}/topics, or <syllabus-id>:<code> such as ap-calculus-ab-bc:3.1.`,
      [{ path: 'topic', message: `No topic "${topic}".` }],
    ),
  unknownSyllabusForFacets: (syllabus: string) =>
    new AppError(
      400,
      'UNKNOWN_SYLLABUS',
      `No syllabus "${syllabus}". Give a syllabus id from GET /api/syllabuses, such as ap-calculus-ab-bc.`,
      [{ path: 'topicFacets', message: `No syllabus "${syllabus}".` }],
    ),
};
