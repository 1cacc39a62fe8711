// The web part of 质量管理: the scheme list's status switches (审核 / 重新编辑 / 启用 / 停用), the
// staged inspection's dialog (分批检验 on the incoming list's rows and detail), its strings, and the
// read-only views of its documents (查看单据: releases, adjustments). The lists and details are the
// generated templates; their strings are the declarations' labels (zh_CN and en_US alike).
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { qualityStacks, STAGE_HANDLER, STATUS_SWITCH_HANDLER } from '../pages';
import { spcWeb } from '../spc/web';

export default defineWebModule({
  code: 'quality',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  actions: { [STATUS_SWITCH_HANDLER]: () => import('./statusSwitch'), [STAGE_HANDLER]: () => import('./stage') },
  receiptViews: stackReceiptViews(qualityStacks),
  parts: [spcWeb],
});
