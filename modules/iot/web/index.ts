// The web part of 物联网: the gateway detail's two form groups (live values with a trend, and the
// credentials) and the module's strings. Its lists and details are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { CREDENTIALS_GROUP, LIVE_GROUP } from '../pages';

export default defineWebModule({
  code: 'iot',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  formGroups: {
    [LIVE_GROUP]: () => import('./LiveValues').then((m) => ({ default: m.LiveValues })),
    [CREDENTIALS_GROUP]: () => import('./Credentials').then((m) => ({ default: m.Credentials })),
  },
});
