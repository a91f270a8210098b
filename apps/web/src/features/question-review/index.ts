export { PendingQuestionsPage } from './PendingQuestionsPage';
export { PendingQuestionPage } from './PendingQuestionPage';
export { PendingPaperPage } from './PendingPaperPage';
