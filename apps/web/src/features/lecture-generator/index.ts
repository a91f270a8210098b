export { GeneratorModal, type GeneratorModalProps } from './GeneratorModal';
