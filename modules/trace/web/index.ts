// The web part of 追溯: 溯源图谱 (dcm/trace). OpenTraceButton.tsx opens it from a document's detail.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { TRACE_PATH } from './traceHref';

export default defineWebModule({
  code: 'trace',
  routes: [{ path: TRACE_PATH, load: () => import('./TracePage') }],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
});
