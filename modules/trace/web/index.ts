// The web part of 追溯: 溯源图谱 (dcm/trace), and its button on every document's detail (only for
// roles that hold the page; the detail template finds it here, through the module list).
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import type { DetailExtra } from '../../../src/templates/detail/detailExtras';
import { TRACE_PATH } from './traceHref';

const openTrace: DetailExtra = { on: 'receipt', page: TRACE_PATH, load: () => import('./TraceDetailButton') };

export default defineWebModule({
  code: 'trace',
  routes: [{ path: TRACE_PATH, load: () => import('./TracePage') }],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  detailExtras: { 'trace.open': openTrace },
});
