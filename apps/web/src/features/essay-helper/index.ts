export { EssayHelperPage } from './EssayHelperPage';
