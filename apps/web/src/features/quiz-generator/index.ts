export { QuizGeneratorPage } from './QuizGeneratorPage';
export { useCreateQuizMutation } from './quiz-generator-api';
