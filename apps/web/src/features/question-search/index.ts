export { QuestionSearchPage } from './QuestionSearchPage';
export { SnippetText } from './components/SnippetText';
export { useSearchQuestionsQuery } from './question-search-api';
