import { createContext, useContext } from 'react';
import type { SessionInfo } from './types';

/** The signed-in user and organization, and a way to reload or end the session. */
export interface SessionState {
  session: SessionInfo;
  reload: () => Promise<void>;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The session; pages under the layout always have one. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (state === null) throw new Error('useSession outside the signed-in layout');
  return state;
}

/** Whether the signed-in user may change things (owner, admin). */
export function useCanManage(): boolean {
  const role = useSession().session.user.role;
  return role === 'owner' || role === 'admin';
}
