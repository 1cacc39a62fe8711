// The portal shells' strings as a bundle of their own (with the Web shell's common ones).
import type { WebModule } from '../app/modules/defineWebModule';
import { loadModuleStrings } from '../i18n/modules';

const PORTAL_STRINGS: WebModule = {
  code: 'portal',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
};

export const loadPortalStrings = (): Promise<void> => loadModuleStrings(PORTAL_STRINGS);
