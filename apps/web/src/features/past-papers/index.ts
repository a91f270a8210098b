export { PastPapersPage } from './PastPapersPage';
