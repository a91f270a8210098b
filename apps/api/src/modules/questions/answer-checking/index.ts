/** The question bank's answer checking, for other domains (the marking engine) to reuse. */
export { checkAnswer, type CheckResult, type Verdict } from './check-answer';
export { equivalentExpressions, type Equivalence } from './equivalence';
export { isKnownUnit, readNumber, type ReadNumber } from './numeric-answer';
export { GREEK_LETTERS, stripMathDelimiters } from './latex-to-expression';
/** The expression reader, for the maths engine and formula search to read what students type the same way. */
export { evaluateAt, math, parseExpression, UnreadableAnswerError, variablesOf } from './expression';
