export * from './session-api';
export { sessionSlice, loadingTimedOut, userUpdated, type SessionState } from './session-slice';
export { useSession } from './use-session';
