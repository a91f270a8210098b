import type { QuizDifficulty, QuizItemType } from '@eps/contracts';
import type { QuizItemDraft } from '../quiz-item-draft';

export interface TextSource {
  title: string;
  /** A generated document's LaTeX, or notes the user pasted (plain text or Markdown). */
  text: string;
}

export interface ItemOptions {
  count: number;
  types: readonly QuizItemType[];
  difficulty: QuizDifficulty;
}

/**
 * Makes quiz items from a document or notes: cloze, definition, true/false and choice items from its
 * sentences, formula items from its equations, items from its figures' captions. The offline engine
 * (engines/offline) is the one there is; a model engine would be provided under the same token.
 */
export interface QuizItemEngine {
  itemsFromText(source: TextSource, options: ItemOptions): QuizItemDraft[];
}

export const QUIZ_ITEM_ENGINE = Symbol('QUIZ_ITEM_ENGINE');
