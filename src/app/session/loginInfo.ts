import { STORAGE_KEYS } from './storageKeys';

export type Language = 'zh_CN' | 'en_US';
export const LANGUAGES: readonly Language[] = ['zh_CN', 'en_US'];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

/**
 * Saved login info (kept on logout). Never holds a password, plain or encrypted: remember-me
 * saves the tenant and the user code only.
 */
export interface LoginInfo {
  tenant?: string;
  userCode?: string;
  remember: boolean;
  language: Language;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'zh_CN' || value === 'en_US';
}

export function readLoginInfo(): LoginInfo {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEYS.loginInfo) ?? 'null') as Partial<LoginInfo> | null;
    if (raw && typeof raw === 'object') {
      return {
        tenant: typeof raw.tenant === 'string' ? raw.tenant : undefined,
        userCode: typeof raw.userCode === 'string' ? raw.userCode : undefined,
        remember: raw.remember === true,
        language: isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE,
      };
    }
  } catch {
    // unreadable: start over
  }
  return { remember: false, language: DEFAULT_LANGUAGE };
}

export function writeLoginInfo(patch: Partial<LoginInfo>): LoginInfo {
  const next = { ...readLoginInfo(), ...patch };
  if (!next.remember) {
    delete next.userCode;
  }
  localStorage.setItem(STORAGE_KEYS.loginInfo, JSON.stringify(next));
  return next;
}
