// Module strings load with the module's pages (not with the login page): the first page of a
// module that opens loads its strings for the current language; a language switch loads them
// for the new language before it takes effect.
import type { WebModule } from '../app/modules/defineWebModule';
import { isLanguage, type Language } from '../app/session/loginInfo';
import { i18n } from './index';

const loaded = new Map<string, Promise<void>>();
const used = new Set<WebModule>();

function load(m: WebModule, language: Language): Promise<void> {
  const key = `${m.code}/${language}`;
  let pending = loaded.get(key);
  if (!pending) {
    const loader = m.i18n?.[language];
    pending = loader
      ? loader().then((r) => {
          i18n.addResourceBundle(language, 'translation', r.default, true, true);
        })
      : Promise.resolve();
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** The module's strings in the current language (and remembered for language switches). */
export function loadModuleStrings(m: WebModule): Promise<void> {
  used.add(m);
  return load(m, isLanguage(i18n.language) ? i18n.language : 'zh_CN');
}

/** Loads the strings of every module in use for `language` (before switching to it). */
export function loadUsedModuleStrings(language: Language): Promise<unknown> {
  return Promise.all([...used].map((m) => load(m, language)));
}
