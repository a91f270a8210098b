export { DrivePage } from './DrivePage';
