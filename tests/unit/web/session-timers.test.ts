import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/sessionStore';
import { INACTIVITY_CHECK_MS, INACTIVITY_LIMIT_MS, startSessionTimers, TOKEN_REFRESH_MS } from '../../../src/app/session/sessionTimers';
import { watchSession } from '../../../src/app/session/sessionWatch';
import { i18n } from '../../../src/i18n';
import { makeSession } from '../../kit/web/fixtures';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStore.reload();
  sessionStore.set(makeSession());
});
afterEach(() => {
  vi.useRealTimers();
});

type Session = ReturnType<typeof makeSession>;

function watch(overrides: Partial<Parameters<typeof watchSession>[0]> = {}) {
  const relogin = vi.fn(async (s: Session) => ({ ...s, token: `${s.token}+` }));
  const deps = { relogin, alert: vi.fn(), error: vi.fn(), toLogin: vi.fn(), t: (key: string) => i18n.t(key) };
  const stop = watchSession({ ...deps, ...overrides });
  return { ...deps, stop };
}

describe('session clocks', () => {
  it('uses the spec periods', () => {
    expect(TOKEN_REFRESH_MS).toBe(40 * MINUTE);
    expect(INACTIVITY_LIMIT_MS).toBe(7_200_000);
    expect(INACTIVITY_CHECK_MS).toBe(60_000);
  });

  it('refreshes the token every 40 minutes through relogin and stores the new session', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(40 * MINUTE - 1);
    expect(w.relogin).not.toHaveBeenCalled();
    document.body.click(); // stay active
    await vi.advanceTimersByTimeAsync(1);
    expect(w.relogin).toHaveBeenCalledTimes(1);
    expect(w.relogin.mock.calls[0][0]).toMatchObject({ token: 'token-1', user: { id: 11 }, role: { id: 7 } });
    expect(sessionStore.get()?.token).toBe('token-1+');
    document.body.click();
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(w.relogin).toHaveBeenCalledTimes(2);
    expect(sessionStore.get()?.token).toBe('token-1++');
    w.stop();
  });

  it('the default relogin posts {uid, rid, unit, tenant, portalType, token}', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '', body: makeSession({ token: 'fresh' }) }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const w = watch({ relogin: undefined });
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/portal.Login/relogin');
    expect(JSON.parse(init.body as string)).toEqual([{ uid: 11, rid: 7, unit: null, tenant: '00000100', portalType: 'Web', token: 'token-1' }]);
    expect(sessionStore.get()?.token).toBe('fresh');
    w.stop();
    vi.unstubAllGlobals();
  });

  it('a failed refresh says 用户更新token异常 and goes to login', async () => {
    const w = watch({ relogin: vi.fn(async () => Promise.reject(new Error('expired'))) });
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(w.error).toHaveBeenCalledWith('用户更新token异常');
    expect(w.toLogin).toHaveBeenCalledWith('refresh');
    w.stop();
  });

  it('after 2 hours without a click alerts 长时间未操作，请重新登录。 and goes to login', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS - MINUTE);
    expect(w.alert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(w.alert).toHaveBeenCalledTimes(1);
    expect(w.alert).toHaveBeenCalledWith('长时间未操作，请重新登录。');
    expect(w.toLogin).toHaveBeenCalledWith('idle');
    // the clocks stopped: no second alert, no more refreshes
    const refreshes = w.relogin.mock.calls.length;
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS);
    expect(w.alert).toHaveBeenCalledTimes(1);
    expect(w.relogin).toHaveBeenCalledTimes(refreshes);
  });

  it('a click resets the inactivity clock', async () => {
    const w = watch();
    await vi.advanceTimersByTimeAsync(90 * MINUTE);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(90 * MINUTE);
    expect(w.alert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(w.alert).toHaveBeenCalledTimes(1);
    w.stop();
  });

  it('takes an injected clock', () => {
    let now = 0;
    const callbacks: Array<{ fn: () => void; ms: number }> = [];
    const onIdle = vi.fn();
    const target = new EventTarget();
    const stop = startSessionTimers({
      clock: { now: () => now, setInterval: (fn, ms) => callbacks.push({ fn, ms }), clearInterval: () => undefined },
      activityTarget: target,
      refresh: async () => undefined,
      onRefreshFailed: () => undefined,
      onIdle,
    });
    const check = callbacks.find((c) => c.ms === INACTIVITY_CHECK_MS)!;
    now = INACTIVITY_LIMIT_MS - 1;
    check.fn();
    expect(onIdle).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('click'));
    now += INACTIVITY_LIMIT_MS - 1;
    check.fn();
    expect(onIdle).not.toHaveBeenCalled();
    now += 1;
    check.fn();
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});
