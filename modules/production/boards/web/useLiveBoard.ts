// A large screen's data, live: loaded once, again at once when the shell's web socket says the
// shop floor changed (a `production` frame), and every POLL_MS anyway — the fallback when no push
// comes (a push not wired for some write, a socket reconnecting). Overlapping reloads are merged:
// one in flight, at most one queued.
import { useCallback, useEffect, useRef, useState } from 'react';
import { onPortalFrame } from '../../../../src/app/shell/portalSocket';

export const POLL_MS = 30_000;

export interface LiveBoard<T> {
  data: T | null;
  error: unknown;
  /** when the data shown was read (the answer's own time) */
  refreshedAt: string | null;
  reload: () => void;
}

export function useLiveBoard<T extends { at: string }>(load: () => Promise<T>, pollMs = POLL_MS): LiveBoard<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => {
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    loadRef
      .current()
      .then(
        (d) => {
          if (!alive.current) return;
          setData(d);
          setError(null);
        },
        (e: unknown) => alive.current && setError(e),
      )
      .finally(() => {
        busy.current = false;
        if (again.current && alive.current) {
          again.current = false;
          reload();
        }
      });
  }, []);

  useEffect(() => {
    alive.current = true;
    reload();
    const timer = setInterval(reload, pollMs);
    const stop = onPortalFrame((frame) => {
      if (frame.type === 'production') reload();
    });
    return () => {
      alive.current = false;
      clearInterval(timer);
      stop();
    };
  }, [reload, pollMs]);

  return { data, error, refreshedAt: data?.at ?? null, reload };
}
