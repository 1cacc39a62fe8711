import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberBuild } from '../../../src/app/brand';
import { sendToLogin, setNavigator } from '../../../src/app/navigation';
import { readLoginInfo, writeLoginInfo } from '../../../src/app/session/loginInfo';
import { clearStorageForLogin, personId, sessionStore } from '../../../src/app/session/sessionStore';
import { STORAGE_KEYS } from '../../../src/app/session/storageKeys';
import { makeSession } from '../../kit/web/fixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});

function loggedIn() {
  rememberBuild();
  writeLoginInfo({ tenant: 'demo', userCode: 'admin', remember: true, language: 'en_US' });
  sessionStore.set(makeSession());
  localStorage.setItem('plantform.navTree', '[]');
  localStorage.setItem('gsReviewer', '1,2');
}

describe('logout / login page storage rules', () => {
  it('stores the session in localStorage and the person id in sessionStorage', () => {
    loggedIn();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!).token).toBe('token-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.personId)).toBe('501');
    expect(personId()).toBe(501);
    expect(localStorage.getItem(STORAGE_KEYS.build)).toBe('plantform');
  });

  it('clears localStorage except the build choice and the saved login info', () => {
    loggedIn();
    clearStorageForLogin();
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort();
    expect(keys).toEqual([STORAGE_KEYS.build, STORAGE_KEYS.loginInfo].sort());
    expect(sessionStore.get()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.personId)).toBeNull();
    expect(readLoginInfo()).toEqual({ tenant: 'demo', userCode: 'admin', remember: true, language: 'en_US' });
  });

  it('sendToLogin clears the same way, keeps the reason and opens the tenant login', () => {
    loggedIn();
    const navigate = vi.fn();
    setNavigator(navigate);
    sendToLogin('403');
    expect(navigate).toHaveBeenCalledWith('/demo/login', { replace: true });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).not.toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.reloginReason)).toBe('403');
  });
});

describe('saved login info', () => {
  it('keeps the user code only with remember-me, and never a password', () => {
    writeLoginInfo({ tenant: 'demo', userCode: 'admin', remember: false });
    expect(readLoginInfo()).toEqual({ tenant: 'demo', remember: false, language: 'zh_CN' });
    writeLoginInfo({ userCode: 'admin', remember: true });
    const raw = localStorage.getItem(STORAGE_KEYS.loginInfo)!;
    expect(JSON.parse(raw)).toEqual({ tenant: 'demo', userCode: 'admin', remember: true, language: 'zh_CN' });
    expect(raw.toLowerCase()).not.toContain('password');
  });

  it('survives garbage in storage', () => {
    localStorage.setItem(STORAGE_KEYS.loginInfo, '{not json');
    expect(readLoginInfo()).toEqual({ remember: false, language: 'zh_CN' });
  });
});

describe('session store', () => {
  it('keeps a refreshed token and notifies subscribers', () => {
    sessionStore.set(makeSession());
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.updateToken('token-2');
    expect(sessionStore.get()?.token).toBe('token-2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!).token).toBe('token-2');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not resurrect a session after logout', () => {
    sessionStore.updateToken('late-token');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
