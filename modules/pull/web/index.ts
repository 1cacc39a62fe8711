// The web part of 车间物流: the material monitoring pages (call-backed lists) and the strings; the
// calls, pulls and rules are generated pages of their stacks.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { MAT_MON_DETAIL_PAGE, MAT_MON_PAGE } from '../pages';

export default defineWebModule({
  code: 'pull',
  routes: [
    { path: MAT_MON_PAGE, load: () => import('./MatMonPage') },
    { path: MAT_MON_DETAIL_PAGE, load: () => import('./MatMonDetailPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  // the Hmi station's 叫料: a line's shortage called in one tap (hmi/CallPage.tsx)
  portalPages: { Hmi: [{ path: 'pull/process', load: () => import('./hmi/CallPage') }] },
});
