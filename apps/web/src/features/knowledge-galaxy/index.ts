export { KnowledgeGalaxyPage } from './KnowledgeGalaxyPage';
