/** Types for grammar-score.mjs (the corpus scorer shared by bench/essay and the corpus test). */
export interface LabelledError {
  kind: string;
  start: number;
  end: number;
  text: string;
  correction: string;
  occurrence: number;
}
export interface CorpusEssay {
  id: string;
  voice: string;
  subject: string;
  clean: boolean;
  split: 'dev' | 'held-out';
  words: number;
  errors: LabelledError[];
  text: string;
}
export interface Issue {
  issue: string;
  sentence: string;
  suggestion: string;
}
export interface CorpusScore {
  perKind: Record<string, { labelled: number; found: number; recall: number }>;
  perFinding: Record<string, { findings: number; correct: number; precision: number }>;
  labelled: number;
  found: number;
  findings: number;
  correct: number;
  recall: number;
  precision: number;
  cleanWords: number;
  cleanAlarms: number;
  cleanAlarmsPer1000: number;
  falseAlarms: { id: string; issue: string; text: string }[];
}
export const LABEL_KINDS: string[];
export function loadCorpus(dir: string): CorpusEssay[];
export function scoreCorpus(results: { essay: CorpusEssay; issues: Issue[] }[]): CorpusScore;
