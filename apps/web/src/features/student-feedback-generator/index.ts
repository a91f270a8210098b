export { StudentFeedbackGeneratorPage } from './StudentFeedbackGeneratorPage';
