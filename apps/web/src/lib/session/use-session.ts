import { useSelector } from 'react-redux';
import type { SessionState } from './session-slice';

export function useSession(): SessionState {
  return useSelector((state: { session: SessionState }) => state.session);
}
