export { QuestionSearchPage } from './QuestionSearchPage';
export { SnippetText } from './components/SnippetText';
