// Session clocks: token refresh every 40 minutes; after 2 hours without a click the
// user is sent back to login (checked every 60 s). The clock is injectable for tests.

export const TOKEN_REFRESH_MS = 40 * 60 * 1000;
export const INACTIVITY_LIMIT_MS = 7_200_000;
export const INACTIVITY_CHECK_MS = 60_000;

export interface Clock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The real clock; it reads the globals at call time so vi.useFakeTimers() also drives it. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface SessionTimerOptions {
  /** calls portal.Login/relogin and stores the new session; rejects on failure */
  refresh: () => Promise<void>;
  onRefreshFailed: (error: unknown) => void;
  /** 2 hours without a click */
  onIdle: () => void;
  clock?: Clock;
  /** where clicks count as activity (default: document) */
  activityTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  refreshMs?: number;
  inactivityLimitMs?: number;
  checkMs?: number;
}

/** Starts both clocks; answers a stop function (logout, unmount). */
export function startSessionTimers(options: SessionTimerOptions): () => void {
  const clock = options.clock ?? systemClock;
  const target = options.activityTarget ?? document;
  const limit = options.inactivityLimitMs ?? INACTIVITY_LIMIT_MS;
  let lastActivity = clock.now();
  let stopped = false;

  const onActivity = () => {
    lastActivity = clock.now();
  };
  // capture: a page that stops propagation still counts as activity
  target.addEventListener('click', onActivity, true);

  const refreshTimer = clock.setInterval(() => {
    options.refresh().catch((error: unknown) => {
      if (!stopped) options.onRefreshFailed(error);
    });
  }, options.refreshMs ?? TOKEN_REFRESH_MS);

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clock.clearInterval(refreshTimer);
    clock.clearInterval(idleTimer);
    target.removeEventListener('click', onActivity, true);
  };

  const idleTimer = clock.setInterval(() => {
    if (clock.now() - lastActivity >= limit) {
      stop();
      options.onIdle();
    }
  }, options.checkMs ?? INACTIVITY_CHECK_MS);

  return stop;
}
