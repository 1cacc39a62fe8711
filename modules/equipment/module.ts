// 设备管理 (equipment): check templates, maintenance plans and the check tasks they generate, faults
// and repairs, annual inspections, operation records, the equipment history, and the reports and
// screens over them (Web); checks and fault reports on a phone (App); machine status (Hmi).
// Entity ids 550–599.
import { defineModule } from '../../schemas/modules/define';
import { equipmentAppMenu, equipmentHmiMenu, equipmentMenu } from './menus';

export default defineModule({
  code: 'equipment',
  menus: {
    Web: [{ ...equipmentMenu, after: 'mod.tooling' }],
    App: [{ ...equipmentAppMenu, after: 'mod.warehouse' }],
    // production's station places itself before this node
    Hmi: [equipmentHmiMenu],
  },
});
