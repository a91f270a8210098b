export {
  EditorBox,
  EditorColumn,
  ResultPane,
  SplitPanes,
  ToolPage,
  type ResultPaneProps,
  type ToolPageProps,
} from './ToolPage';
