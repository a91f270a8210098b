export { CodeEditor, type CodeEditorHandle, type CodeEditorProps } from './CodeEditor';
