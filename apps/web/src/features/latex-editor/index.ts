export { LatexEditorPage } from './LatexEditorPage';
