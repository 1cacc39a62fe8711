// The web part of 设备管理: the read-only views of its documents (查看单据), declared with their page
// stacks. Its list and detail pages are the generic templates and its strings the declarations'
// labels (entities, menus, reports). Its own pages are 点检 of the App and Hmi portals (portal/)
// and the Hmi's 设备状态 (hmi/), with their strings.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { equipmentStacks } from '../pages';

export default defineWebModule({
  code: 'equipment',
  receiptViews: stackReceiptViews(equipmentStacks),
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  portalPages: {
    App: [{ path: 'equipment/EquipmentCheckList', load: () => import('./portal/CheckTasksPage') }],
    Hmi: [
      { path: 'equipment/EquipmentCheckList', load: () => import('./portal/CheckTasksPage') },
      // 设备状态: the terminal's machine live (its IoT values pushed over the web socket)
      { path: 'equipment/MachineStatus', load: () => import('./hmi/MachineStatusPage') },
    ],
  },
});
