// Data that stays current by itself: loaded once, again every `seconds`, and at once when the
// shell's web socket brings one of the `push` frame types (e.g. `production`: the shop floor
// changed); the interval is the fallback when no push comes (a write not wired, a socket
// reconnecting). Overlapping reloads are merged: one in flight, at most one queued. The last data
// stays shown when a reload fails (with the error beside it): a screen on the wall never goes blank.
import { useCallback, useEffect, useRef, useState } from 'react';
import { onPortalFrame } from '../../app/shell/portalSocket';

export interface LiveData<T> {
  data: T | null;
  error: unknown;
  /** a reload is running */
  loading: boolean;
  reload: () => void;
}

export function useLiveData<T>(load: (() => Promise<T>) | null, seconds: number, push: readonly string[] = []): LiveData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => {
    const run = loadRef.current;
    if (!run) return;
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    setLoading(true);
    run()
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
        if (alive.current) setLoading(false);
        if (again.current && alive.current) {
          again.current = false;
          reload();
        }
      });
  }, []);

  const pushKey = push.join(',');
  const ready = load !== null;
  useEffect(() => {
    if (!ready) return;
    alive.current = true;
    reload();
    const timer = setInterval(reload, Math.max(5, seconds) * 1000);
    const types = new Set(pushKey ? pushKey.split(',') : []);
    const stop = types.size ? onPortalFrame((frame) => types.has(frame.type) && reload()) : () => undefined;
    return () => {
      alive.current = false;
      clearInterval(timer);
      stop();
    };
  }, [reload, seconds, pushKey, ready]);

  return { data, error, loading, reload };
}
