import type { OriginalQuestionFile } from '@eps/contracts';
import type { QuestionDraft } from './question-draft';

export const ORIGINAL_ATTRIBUTION = 'Exam Prep Studio original, CC BY 4.0';

/** The questions of one data/questions/original file as drafts; topic codes become `<syllabus>:<code>`. */
export function originalQuestionDrafts(file: OriginalQuestionFile): QuestionDraft[] {
  return file.questions.map((q) => ({
    sourceKey: `original:${q.slug}`,
    source: 'original',
    title: q.title,
    stem: q.stem,
    commandWord: q.commandWord ?? q.parts[0].commandWord ?? null,
    difficulty: q.difficulty ?? null,
    year: q.year ?? null,
    hints: q.hints.map((text) => ({ kind: 'hint' as const, text })),
    sourceUrl: null,
    licence: 'CC BY 4.0',
    attribution: ORIGINAL_ATTRIBUTION,
    topicRefs: q.topics.map((code) => `${file.syllabus}:${code}`),
    parts: q.parts.map((p) => ({
      label: p.label,
      prompt: p.prompt,
      commandWord: p.commandWord ?? null,
      marks: p.marks,
      answerType: p.answerType,
      answer: p.answer ?? null,
      workedSolution: p.workedSolution ?? null,
      hints: [],
      markScheme: p.markScheme,
    })),
  }));
}
