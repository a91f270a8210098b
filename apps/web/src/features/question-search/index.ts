export { QuestionSearchPage } from './QuestionSearchPage';
export { useSearchQuestionsQuery } from './question-search-api';
