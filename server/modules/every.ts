// A module's background work (its `start`): one step every so often while the server runs, never
// two at once (a slow step makes the next tick skip), a failure logged and the next tick tried.

/**
 * Runs `step` every `ms` milliseconds; the answer stops it, after letting a step under way finish
 * (before the database closes).
 */
export function every(ms: number, step: (stopped: () => boolean) => Promise<void>, onError: (e: unknown) => void): () => Promise<void> {
  let busy = false;
  let stopped = false;
  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      await step(() => stopped);
    } catch (e) {
      onError(e);
    } finally {
      busy = false;
    }
  };
  const handle = setInterval(() => void tick(), ms);
  // the timer alone does not keep the process alive
  handle.unref();
  return async () => {
    stopped = true;
    clearInterval(handle);
    while (busy) await new Promise((r) => setTimeout(r, 20));
  };
}
