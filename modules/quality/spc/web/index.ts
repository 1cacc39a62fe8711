// The web side of 控制图 (joined to 质量管理's web part through defineWebModule's `parts`).
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';
import { SPC_PAGE } from '../paths';

export const spcWeb = defineWebPart({
  code: 'spc',
  routes: [{ path: SPC_PAGE, load: () => import('./SpcPage') }],
});
