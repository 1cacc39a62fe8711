import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, readLoginInfo, writeLoginInfo, type Language } from '../app/session/loginInfo';
import { sessionStore } from '../app/session/sessionStore';
import en_US from './en_US';
import { loadUsedModuleStrings } from './modules';
import zh_CN from './zh_CN';

/** The language to start with: the session's, else the one chosen on the login page, else zh_CN. */
export function initialLanguage(): Language {
  const fromSession = sessionStore.get()?.language;
  if (isLanguage(fromSession)) return fromSession;
  return readLoginInfo().language ?? DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { zh_CN: { translation: zh_CN }, en_US: { translation: en_US } },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh_CN', 'en_US'],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the UI language and remembers it (session and login info, which survives logout). */
export async function setLanguage(language: Language): Promise<void> {
  writeLoginInfo({ language });
  sessionStore.update({ language });
  await loadUsedModuleStrings(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language === 'zh_CN' ? 'zh-CN' : 'en';
}

/** A nav node's name in the current language (nameIntl.en_US, falling back to the zh name). */
export function localName(node: { name: string; nameIntl?: Record<string, string> | null }, language = currentLanguage()): string {
  if (language === 'zh_CN') return node.name;
  return node.nameIntl?.[language] || node.name;
}
