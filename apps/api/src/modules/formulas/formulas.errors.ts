import { AppError } from '../../common/app-error';

export const FormulaErrors = {
  notFound: () => new AppError(404, 'FORMULA_NOT_FOUND', 'Formula not found.'),
  unknownTopic: (topic: string) =>
    new AppError(
      400,
      'UNKNOWN_TOPIC',
      `No topic "${topic}". Give <syllabus-id>:<code> from GET /api/syllabuses/{id}/topics (such as alevel-physics-aqa:3.4.1), or a topic name.`,
      [{ path: 'topic', message: `No topic "${topic}".` }],
    ),
};
