export { toolOfPath } from './tool-of-path';
export { sendVisit, useToolVisitTimer } from './useToolVisitTimer';
