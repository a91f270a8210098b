import { AppError } from '../../common/app-error';

export const CourseErrors = {
  syllabusNotFound: () =>
    new AppError(404, 'SYLLABUS_NOT_FOUND', 'Syllabus not found: choose one listed by GET /api/syllabuses.'),
};
