// 主数据 (master data): suppliers, customers, materials, warehouses, containers, processes and
// locations as generated list/detail pages over their entities; 工序绩效, a report over production's output.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { mdmDicts } from './dicts';
import { mdmMenu } from './menus';
import { mdmStacks } from './pages';
import { TASK_PERFORMANCE_VIEWS, taskPerformanceReport } from './task-performance/report';

export default defineModule({
  code: 'mdm',
  entities: stackEntities(mdmStacks),
  pages: stackPages(mdmStacks),
  reports: [taskPerformanceReport],
  views: TASK_PERFORMANCE_VIEWS,
  menus: { Web: [{ ...mdmMenu, after: 'mod.barcode' }] },
  dicts: mdmDicts,
  grants: {
    warehouse: [{ pages: ['mdm/Warehouse', 'mdm/Material', 'mdm/Container', 'mdm/Location'], buttons: 'readOnly' }],
    purchaser: [
      { pages: ['mdm/Supplier'], buttons: 'all' },
      { pages: ['mdm/Material'], buttons: 'readOnly' },
    ],
    viewer: [{ pages: ['mdm/'], buttons: 'readOnly' }],
    // the shop floor reads its own performance
    operator: [{ pages: ['mdm/TaskPerformance'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
