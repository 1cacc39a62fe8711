// The web part of 质量管理: the scheme list's status switches (审核 / 重新编辑 / 启用 / 停用). The
// lists and details of schemes, items and sampling plans are the generated templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { STATUS_SWITCH_HANDLER } from '../pages';

export default defineWebModule({
  code: 'quality',
  actions: { [STATUS_SWITCH_HANDLER]: () => import('./statusSwitch') },
});
