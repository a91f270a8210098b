export { QuizGeneratorPage } from './QuizGeneratorPage';
