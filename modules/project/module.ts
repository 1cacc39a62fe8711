// 项目管理 (project): projects (their code a value of the `project` dictionary that documents
// carry), their plans drawn on the Gantt widget, their documents and sums against the budget, and
// the bids that win them. Entity ids 690–699; the plan's table is migration 031.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { projectMenu } from './menus';
import { projectStacks } from './pages';

export default defineModule({
  code: 'project',
  entities: stackEntities(projectStacks),
  pages: stackPages(projectStacks),
  // where the planned 项目管理 node stood: after 人力资源 (a placeholder or the HR module, same code)
  menus: { Web: [{ ...projectMenu, after: 'mod.hr' }] },
  grants: {
    viewer: [{ pages: ['project/'], buttons: 'readOnly' }],
  },
  tenantTables: ['prj_task'],
  migrations: () => import('./migrations').then((m) => m.default),
  server: () => import('./server'),
});
