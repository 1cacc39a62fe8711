// 工装刀具 (tools and fixtures): cutter and fixture definitions, configurations and files (each
// physical tool), install and uninstall on equipment, cutter life counted down by output, fixture
// check plans and results. Entity ids 610–639.
import { defineModule } from '../../schemas/modules/define';
import { toolingMenu } from './menus';

export default defineModule({
  code: 'tooling',
  menus: { Web: [{ ...toolingMenu, after: 'mod.quality' }] },
});
