export { UserStatsPage } from './UserStatsPage';
