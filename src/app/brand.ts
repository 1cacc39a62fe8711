// The customer build chosen at build time (`@build` → builds/${BUILD}).
import build from '@build/build';
import favicon from '@build/favicon.svg';
import loginBackground from '@build/login-bg.svg';
import logoSmall from '@build/logo-small.svg';
import logo from '@build/logo.svg';
import type { Language } from './session/loginInfo';
import { STORAGE_KEYS } from './session/storageKeys';

export const brand = build;
export const brandImages = { logo, logoSmall, favicon, loginBackground } as const;

export function brandTitle(language: Language): string {
  return language === 'en_US' ? brand.titleEn : brand.title;
}

export function brandCompany(language: Language): string {
  return language === 'en_US' ? brand.companyNameEn : brand.companyName;
}

/** `2019-2025` → `2019–2025` (en dash, as printed) */
export function copyrightYears(): string {
  return brand.copyright.replace('-', '–');
}

/** Remembers which build this is (kept on logout). */
export function rememberBuild(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.build, brand.code);
  } catch {
    // storage disabled: nothing to remember
  }
}
