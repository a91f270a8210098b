export { ChatboxPage } from './ChatboxPage';
