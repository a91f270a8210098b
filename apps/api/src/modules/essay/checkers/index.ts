/** Offline essay checkers, ready to be provided by the essay module. */
export { Dictionary, type Definition } from './dictionary';
export { GrammarChecker, type GrammarIssue } from './grammar-checker';
export { HarperLinter } from './harper-linter';
export { lemmaCandidates, type PartOfSpeech } from './lemmatiser';
export { StyleChecker, type StyleImprovement } from './style-checker';
export { ESSAY_CHECK_MAX_CHARS } from './text';
