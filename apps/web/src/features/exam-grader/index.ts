export { ExamGraderPage } from './ExamGraderPage';
