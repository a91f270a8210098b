import { AppError, type ErrorDetail } from '../../common/app-error';

export const FeedbackErrors = {
  /** Also the answer for another teacher's batch: whether it exists is not the caller's business. */
  batchNotFound: () => new AppError(404, 'FEEDBACK_BATCH_NOT_FOUND', 'Feedback batch not found.'),
  studentNotFound: () =>
    new AppError(404, 'FEEDBACK_STUDENT_NOT_FOUND', 'No such student in this feedback batch.'),
  notCsv: () =>
    new AppError(
      400,
      'FEEDBACK_NOT_CSV',
      'This is not a CSV file. Save the class list from your spreadsheet as CSV (comma-separated), with a header row naming the columns name and answer.',
    ),
  missingColumns: (missing: string[], found: string[]) =>
    new AppError(
      400,
      'FEEDBACK_CSV_COLUMNS',
      `The CSV has no ${missing.join(' or ')} column. Its first row must name the columns name and answer (found: ${found.map((f) => `"${f}"`).join(', ') || 'nothing'}).`,
      missing.map((column) => ({ path: 'csv', message: `Missing column: ${column}.` })),
    ),
  noStudents: () =>
    new AppError(
      400,
      'FEEDBACK_CSV_EMPTY',
      'The CSV has a header row but no students: add one row per student with their name and answer.',
    ),
  tooManyStudents: (count: number, max: number) =>
    new AppError(
      400,
      'FEEDBACK_TOO_MANY_STUDENTS',
      `The CSV has ${count.toLocaleString('en-GB')} students; a batch takes at most ${max}. Split the class into smaller batches.`,
    ),
  badRows: (details: ErrorDetail[]) =>
    new AppError(
      400,
      'FEEDBACK_CSV_ROWS',
      `${details.length === 1 ? 'One row needs' : `${details.length} rows need`} fixing before the class can be marked: ${details
        .slice(0, 3)
        .map((d) => d.message)
        .join(' ')}${details.length > 3 ? ' …' : ''}`,
      details,
    ),
  wrongPointCount: (expected: number) =>
    new AppError(
      400,
      'FEEDBACK_WRONG_POINT_COUNT',
      `awarded must have ${expected} entries, one per marking point in order.`,
      [{ path: 'awarded', message: `Give ${expected} true/false values.` }],
    ),
};
