export { QuestionEditorPage } from './QuestionEditorPage';
export { MathText, mathToHtml } from './components/MathText';
export { statusLabel } from './lib/status-label';
