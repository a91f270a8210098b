export { ImageToTextPage } from './ImageToTextPage';
