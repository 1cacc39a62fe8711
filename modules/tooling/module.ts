// 工装刀具 (tools and fixtures): cutter and fixture definitions, configurations and files (each
// physical tool), install and uninstall on equipment, cutter life counted down by output, fixture
// check plans and results. Entity ids 610–639.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { FixtureCheckResult } from './entities/checks';
import { ToolEvent } from './entities/files';
import { toolingMenu } from './menus';
import { toolingStacks } from './pages';
import { TOOLING_VIEWS } from './history';
import { toolingReports } from './reports';

export default defineModule({
  code: 'tooling',
  entities: [...stackEntities(toolingStacks), ToolEvent, FixtureCheckResult],
  pages: stackPages(toolingStacks),
  reports: Object.values(toolingReports),
  views: TOOLING_VIEWS,
  menus: { Web: [{ ...toolingMenu, after: 'mod.quality' }] },
  // the shop floor's operators mount, dress and check the tools; the read-only roles see them
  grants: { operator: [{ pages: ['cutter/', 'fixture/'], buttons: 'all' }], viewer: [{ pages: ['cutter/', 'fixture/'], buttons: 'readOnly' }] },
  server: () => import('./server'),
});
