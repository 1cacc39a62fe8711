// The web part of 设备管理: the read-only views of its documents (查看单据), declared with their page
// stacks. Its list and detail pages are the generic templates and its strings the declarations'
// labels (entities, menus, reports): it has no page of its own to translate.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { equipmentStacks } from '../pages';

export default defineWebModule({
  code: 'equipment',
  receiptViews: stackReceiptViews(equipmentStacks),
});
