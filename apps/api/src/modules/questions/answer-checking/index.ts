/** The question bank's answer checking, for other domains (the marking engine) to reuse. */
export { checkAnswer, type CheckResult, type Verdict } from './check-answer';
export { equivalentExpressions, type Equivalence } from './equivalence';
export { isKnownUnit, readNumber, type ReadNumber } from './numeric-answer';
export { stripMathDelimiters } from './latex-to-expression';
