import { AppError } from '../../../../common/app-error';

/** Errors of the offline essay writer: an option no rule can apply is a clear 422, never a silent no-op. */
export const WriterErrors = {
  optionNotApplicable: (title: string) =>
    new AppError(
      422,
      'WRITING_OPTION_NOT_APPLICABLE',
      `The offline engine has no rule for "${title.slice(0, 100)}". Use one of the options it suggested.`,
    ),
  nothingToChange: (title: string) =>
    new AppError(
      422,
      'WRITING_OPTION_CHANGES_NOTHING',
      `"${title.slice(0, 100)}" changes nothing in this essay: it already does what the option asks.`,
    ),
};
