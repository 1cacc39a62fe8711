// 工作台 (workbench): the pages every role starts from — home as a workbench (my tasks, my open
// documents, unread messages, my role's figures), 大屏展示 (the declared dashboards as rotating big
// screens, and external URLs), BI分析 (self-service pivots over the declared report sources, saved
// and shared per role) and 三维工厂 (production's lines and machines in 3D, coloured by live state).
// It declares no entity: its one table is wb_bi_analysis (migration 029).
import { defineModule } from '../../schemas/modules/define';
import { workbenchMenu } from './menus';

export default defineModule({
  code: 'workbench',
  menus: { Web: [{ ...workbenchMenu, first: true }] },
  tenantTables: ['wb_bi_analysis', 'wb_pin'],
  migrations: async () => (await import('./migrations')).default,
  grants: {
    // every profile has home (the core's rule); readers also see the screens and analyses of the reports they hold
    viewer: [{ pages: ['app/Display', 'report/react', 'portal/3D'], buttons: 'readOnly' }],
    operator: [{ pages: ['app/Display', 'portal/3D'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
