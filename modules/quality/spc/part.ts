// 控制图 (quality/Spc), a page the specification does not name: X̄-R and p control charts with
// Cp / Cpk / Pp / Ppk over the schemes' inspection readings, joined to 质量管理 as a part — its
// menu entry at the end of the 质量管理 node, its call and demo data in server/, its page in web/.
import { screen } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';
import { SPC_PAGE } from './paths';

export const spcPart = definePart({
  code: 'spc',
  menus: { Web: { join: { 'mod.quality': [screen(SPC_PAGE, '控制图', 'Control charts')] } } },
  server: () => import('./server'),
});
