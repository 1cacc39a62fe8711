import type { Session } from '../../../schemas/rpc/portal';
import { KEPT_ON_LOGOUT, STORAGE_KEYS } from './storageKeys';

type Listener = () => void;

let cached: Session | null | undefined;
const listeners = new Set<Listener>();

function readStored(): Session | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? 'null') as Session | null;
    return value && typeof value.token === 'string' && value.tenant ? value : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** The logged-in session, mirrored in localStorage so a reload keeps the user logged in. */
export const sessionStore = {
  get(): Session | null {
    if (cached === undefined) cached = readStored();
    return cached;
  },
  set(session: Session): void {
    cached = session;
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
    if (session.user.personId != null) sessionStorage.setItem(STORAGE_KEYS.personId, String(session.user.personId));
    emit();
  },
  /** keeps the refreshed token of a response (`access_token` header) */
  updateToken(token: string): void {
    const current = sessionStore.get();
    if (!current || current.token === token) return;
    sessionStore.set({ ...current, token });
  },
  update(patch: Partial<Session>): void {
    const current = sessionStore.get();
    if (current) sessionStore.set({ ...current, ...patch });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** forgets the in-memory copy (tests, or another tab changed storage) */
  reload(): void {
    cached = undefined;
    emit();
  },
};

/**
 * Logout and the login page clear localStorage except the build choice and the saved login
 * info, and drop the person id from sessionStorage.
 */
export function clearStorageForLogin(): void {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) {
    if (key !== null && !KEPT_ON_LOGOUT.includes(key)) localStorage.removeItem(key);
  }
  sessionStorage.removeItem(STORAGE_KEYS.personId);
  const hadSession = cached !== null;
  cached = null;
  if (hadSession) emit();
}

export function personId(): number | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.personId);
  return raw ? Number(raw) : null;
}
