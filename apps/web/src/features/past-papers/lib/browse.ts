import type { PastPaper } from '@eps/contracts';

export interface BrowseChoice {
  board: string | null;
  subject: string | null;
  year: string | null;
}

/** How the page names a subject: its qualification and subject ("A-level Physics", "AP Physics"). */
export const subjectOf = (p: PastPaper) => `${p.qualification} ${p.subject}`;

/** A paper's size as its card and header give it; an uploaded paper may not say its marks or time. */
export function paperFacts(p: PastPaper): string[] {
  return [
    p.totalMarks !== null ? `${p.totalMarks} marks` : null,
    p.timeAllowedMinutes !== null ? `${p.timeAllowedMinutes} min` : null,
    p.source === 'practice'
      ? `${p.questions.length} ${p.questions.length === 1 ? 'question' : 'questions'}`
      : 'Uploaded paper',
  ].filter((f) => f !== null);
}

const unique = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The options of each step (board → subject → year) given the earlier steps' choices, and the papers
 * that match every choice made so far.
 */
export function browse(papers: readonly PastPaper[], choice: BrowseChoice) {
  const ofBoard = papers.filter((p) => !choice.board || p.board === choice.board);
  const ofSubject = ofBoard.filter((p) => !choice.subject || subjectOf(p) === choice.subject);
  const ofYear = ofSubject.filter((p) => !choice.year || String(p.year) === choice.year);
  return {
    boards: unique(papers.map((p) => p.board)),
    subjects: unique(ofBoard.map(subjectOf)),
    years: unique(ofSubject.map((p) => String(p.year))).reverse(),
    papers: ofYear,
  };
}
