export { newJobId } from './job-id';
export { useJobProgress, type JobProgress, type JobProgressTracker } from './use-job-progress';
