export { PendingQuestionsPage } from './PendingQuestionsPage';
export { PendingQuestionPage } from './PendingQuestionPage';
