export { JobStatus, type JobStatusProps } from './JobStatus';
