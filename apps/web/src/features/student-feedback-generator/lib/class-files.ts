import { FEEDBACK_MAX_STUDENTS, type FeedbackStudentInput } from '@eps/contracts';
import { readTextFile } from '@/lib/text-file';

export type ClassFiles =
  | { kind: 'csv'; fileName: string; csv: string }
  | { kind: 'students'; students: FeedbackStudentInput[] }
  | { kind: 'error'; message: string };

const isCsv = (f: File) => /\.csv$/i.test(f.name) || f.type === 'text/csv';
const isTxt = (f: File) => /\.txt$/i.test(f.name) || f.type === 'text/plain';

/** "ana_lima.txt" → "ana lima": the file name is the student's name. */
export function studentNameOf(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
}

/**
 * What the teacher picked: one CSV (sent as it is; the server reports its bad rows by line), or several
 * .txt files, one answer per student. Anything else is refused here with what to pick instead.
 */
export async function readClassFiles(files: File[]): Promise<ClassFiles> {
  if (files.length === 0) return { kind: 'error', message: 'No file was chosen.' };
  if (files.length === 1 && isCsv(files[0]))
    return { kind: 'csv', fileName: files[0].name, csv: await readTextFile(files[0]) };
  const others = files.filter((f) => !isTxt(f));
  if (others.length > 0)
    return {
      kind: 'error',
      message: `${others[0].name} is not a CSV or .txt file. Choose one CSV with the columns name and answer, or one .txt file per student.`,
    };
  if (files.length > FEEDBACK_MAX_STUDENTS)
    return {
      kind: 'error',
      message: `${files.length} files: a batch takes at most ${FEEDBACK_MAX_STUDENTS} students.`,
    };
  const students = await Promise.all(
    files.map(async (f) => ({ name: studentNameOf(f.name), answer: (await readTextFile(f)).trim() })),
  );
  const blank = students.find((s) => !s.answer);
  if (blank) return { kind: 'error', message: `${blank.name}'s file is empty.` };
  return { kind: 'students', students };
}
