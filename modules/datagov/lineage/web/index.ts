// The web side of 数据治理's part lineage (joined to the module's by datagov/web/index.ts): 数据血缘.
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';

export const lineageWeb = defineWebPart({
  code: 'lineage',
  routes: [{ path: 'meta/DataBlood', load: () => import('./LineagePage') }],
});
