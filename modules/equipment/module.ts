// 设备管理 (equipment): check templates, maintenance plans and the check tasks they generate, faults
// and repairs, operation records, and the reports and screens over them (Web); checks and fault
// reports on a phone (App); machine status (Hmi). The machines are production's Equipment entity:
// these documents keep its equipment status and maintenance status. Entity ids 550–599.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { equipmentAppMenu, equipmentHmiMenu, equipmentMenu } from './menus';
import { equipmentDashboard, equipmentRunDashboard, faultDashboard } from './dashboards';
import { equipmentStacks } from './pages';
import { equipmentReports } from './reports';
import { equipmentViews } from './views';

export default defineModule({
  code: 'equipment',
  entities: stackEntities(equipmentStacks),
  pages: stackPages(equipmentStacks),
  views: equipmentViews,
  reports: Object.values(equipmentReports),
  dashboards: [equipmentDashboard, equipmentRunDashboard, faultDashboard],
  menus: {
    Web: [{ ...equipmentMenu, after: 'mod.tooling' }],
    App: [{ ...equipmentAppMenu, after: 'mod.warehouse' }],
    // production's station places itself before this node
    Hmi: [equipmentHmiMenu],
  },
  grants: {
    viewer: [{ pages: ['equipment/'], buttons: 'readOnly' }],
    // the shop floor reports faults and does its checks; the machines' records it reads
    operator: [
      { pages: ['equipment/'], buttons: 'readOnly' },
      { pages: ['equipment/EquipmentCheckList', 'equipment/issue'], buttons: 'all' },
    ],
  },
  server: () => import('./server'),
});
