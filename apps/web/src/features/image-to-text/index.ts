export { ImageToTextPage } from './ImageToTextPage';
export { ACCEPTED_IMAGE_TYPES, imageFileError } from './image-file';
