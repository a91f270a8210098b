export { CourseHelperPage } from './CourseHelperPage';
