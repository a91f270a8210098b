export { ComingSoonPage, type ComingSoonPageProps } from './ComingSoonPage';
