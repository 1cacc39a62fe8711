// The shell's and the engine's strings (templates, field renderers, home, dashboards) load with
// the shell after login, like a module's: the login page carries only its own (src/i18n/zh_CN.ts).
import type { WebModule } from '../app/modules/defineWebModule';
import { loadModuleStrings } from './modules';

export const APP_STRINGS: WebModule = {
  code: 'app',
  i18n: { zh_CN: () => import('./app/zh_CN'), en_US: () => import('./app/en_US') },
};

export const loadAppStrings = (): Promise<void> => loadModuleStrings(APP_STRINGS);
