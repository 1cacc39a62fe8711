import type { Session } from '../../../schemas/rpc/portal';
import { isCancelled } from '../../api/errors';
import { LoginApi } from '../../api/services';
import { sendToLogin } from '../navigation';
import { sessionStore } from './sessionStore';
import { startSessionTimers, type Clock } from './sessionTimers';

export interface SessionWatchDeps {
  relogin?: (session: Session) => Promise<Session>;
  /** shows a blocking-style message to the user */
  alert: (text: string) => void;
  /** shows a transient error message */
  error: (text: string) => void;
  toLogin?: typeof sendToLogin;
  t: (key: string) => string;
  clock?: Clock;
  activityTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

const reloginCall = (session: Session) =>
  LoginApi.relogin(
    [{ uid: session.user.id, rid: session.role.id, unit: null, tenant: session.tenant.id, portalType: session.portalType ?? 'Web', token: session.token }],
    { ignoreError: true },
  );

/**
 * Keeps the logged-in session alive (relogin every 40 minutes) and ends it after 2 hours without
 * a click. Answers a stop function.
 */
export function watchSession(deps: SessionWatchDeps): () => void {
  const relogin = deps.relogin ?? reloginCall;
  const toLogin = deps.toLogin ?? sendToLogin;
  return startSessionTimers({
    clock: deps.clock,
    activityTarget: deps.activityTarget,
    refresh: async () => {
      const current = sessionStore.get();
      if (!current) return;
      const next = await relogin(current);
      // keep the language the user chose; the server answers its stored one
      sessionStore.set({ ...next, language: current.language });
    },
    onRefreshFailed: (error) => {
      if (isCancelled(error)) return;
      deps.error(deps.t('session.refreshFailed'));
      toLogin('refresh');
    },
    onIdle: () => {
      deps.alert(deps.t('session.idle'));
      toLogin('idle');
    },
  });
}
