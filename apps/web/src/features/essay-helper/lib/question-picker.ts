import type { EssayBankItem, EssayBankResponse } from '@eps/contracts';

/** What the Subject/Year/Question dropdowns hold. */
export interface QuestionChoice {
  subject: string | null;
  year: string | null;
  questionId: string | null;
}

export const NO_CHOICE: QuestionChoice = { subject: null, year: null, questionId: null };

/** Changing the subject clears year and question; changing the year clears the question. */
export function chooseSubject(_: QuestionChoice, subject: string | null): QuestionChoice {
  return { subject, year: null, questionId: null };
}
export function chooseYear(choice: QuestionChoice, year: string | null): QuestionChoice {
  return { ...choice, year, questionId: null };
}
export function chooseQuestion(choice: QuestionChoice, questionId: string | null): QuestionChoice {
  return { ...choice, questionId };
}

/** The options of each dropdown: years newest first, questions as 'Question 1', 'Question 2'… */
export function pickerOptions(bank: EssayBankResponse | undefined, choice: QuestionChoice) {
  const subjects = bank?.subjects ?? [];
  const subject = subjects.find((s) => s.id === choice.subject);
  const years = [...(subject?.years ?? [])].sort((a, b) => b.year.localeCompare(a.year));
  const year = years.find((y) => y.year === choice.year);
  const questions = [...(year?.questions ?? [])].sort((a, b) => a.number - b.number);
  const question: EssayBankItem | undefined = questions.find((q) => q.id === choice.questionId);
  return {
    subjects: subjects.map((s) => ({ value: s.id, label: s.name })),
    years: years.map((y) => ({ value: y.year, label: y.year })),
    questions: questions.map((q, i) => ({ value: q.id, label: `Question ${i + 1}` })),
    subjectName: subject?.name ?? '',
    question,
  };
}
