import { useSyncExternalStore } from 'react';
import type { Session } from '../../../schemas/rpc/portal';
import { sessionStore } from './sessionStore';

/** The stored session, re-rendering on login, token refresh, role switch and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
