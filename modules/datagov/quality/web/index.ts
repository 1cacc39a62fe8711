// The web side of 数据治理's part quality (joined to the module's by datagov/web/index.ts).
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';

export const qualityWeb = defineWebPart({
  code: 'quality',
  routes: [],
});
