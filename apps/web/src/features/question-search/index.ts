export { QuestionSearchPage } from './QuestionSearchPage';
