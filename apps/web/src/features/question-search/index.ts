export { QuestionSearchPage } from './QuestionSearchPage';
export { BankQuestionFinder } from './components/BankQuestionFinder';
export { SnippetText } from './components/SnippetText';
export {
  useListSyllabusesQuery,
  useSearchQuestionsQuery,
  useSyllabusTopicsQuery,
} from './question-search-api';
