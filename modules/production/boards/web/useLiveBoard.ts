// A large screen's data, live: the platform's live data (src/templates/dashboard/useLiveData) —
// loaded once, again at once when the shell's web socket says the shop floor changed (a
// `production` frame), and every POLL_MS anyway — with the time the answer was read.
import { useLiveData } from '../../../../src/templates/dashboard/useLiveData';

export const POLL_MS = 30_000;
const PUSH = ['production'];

export interface LiveBoard<T> {
  data: T | null;
  error: unknown;
  /** when the data shown was read (the answer's own time) */
  refreshedAt: string | null;
  reload: () => void;
}

export function useLiveBoard<T extends { at: string }>(load: () => Promise<T>, pollMs = POLL_MS): LiveBoard<T> {
  const { data, error, reload } = useLiveData(load, pollMs / 1000, PUSH);
  return { data, error, refreshedAt: data?.at ?? null, reload };
}
