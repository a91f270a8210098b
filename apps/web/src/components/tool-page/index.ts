export { SplitPanes, ToolPage, type ToolPageProps } from './ToolPage';
