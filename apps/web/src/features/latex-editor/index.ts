export { LatexEditorPage } from './LatexEditorPage';
export { CompileFailureAlert, type CompileFailureAlertProps } from './CompileFailureAlert';
