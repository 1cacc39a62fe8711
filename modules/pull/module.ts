// 车间物流 (workshop logistics): material monitoring of released work orders against what is at the
// line, process material calls and material pulls that become the warehouse's delivery applies.
// Entity ids 640–669.
import { defineModule } from '../../schemas/modules/define';
import { pullMenu } from './menus';

export default defineModule({
  code: 'pull',
  menus: { Web: [{ ...pullMenu, after: 'mod.plan' }] },
});
