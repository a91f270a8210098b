export { ExamQuestionPage } from './ExamQuestionPage';
