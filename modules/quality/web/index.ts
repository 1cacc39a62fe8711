// The web part of 质量管理: the scheme list's status switches (审核 / 重新编辑 / 启用 / 停用) and the
// read-only views of its documents (查看单据: releases, adjustments). The lists and details are the
// generated templates; their strings are the declarations' labels (zh_CN and en_US alike).
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { qualityStacks, STATUS_SWITCH_HANDLER } from '../pages';
import { spcWeb } from '../spc/web';

export default defineWebModule({
  code: 'quality',
  actions: { [STATUS_SWITCH_HANDLER]: () => import('./statusSwitch') },
  receiptViews: stackReceiptViews(qualityStacks),
  parts: [spcWeb],
});
