// 车间物流 (workshop logistics): material monitoring of released work orders against what is at the
// line, process material calls and material pulls that become the warehouse's delivery applies and
// are confirmed at the line. Entity ids 640–669.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { pullHmiMenu, pullMenu } from './menus';
import { pullStacks } from './pages';

export default defineModule({
  code: 'pull',
  entities: stackEntities(pullStacks),
  pages: stackPages(pullStacks),
  menus: { Web: [{ ...pullMenu, after: 'mod.plan' }], Hmi: [{ ...pullHmiMenu, before: 'mod.equipment' }] },
  grants: {
    // the shop floor calls material and confirms its arrival; the warehouse sees what the lines ask for
    operator: [{ pages: ['pull/'], buttons: 'all' }],
    warehouse: [{ pages: ['pull/'], buttons: 'readOnly' }],
    viewer: [{ pages: ['pull/'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
