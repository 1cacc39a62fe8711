// The web part of 工装刀具: the tool operations of the file lists (装刀 / 卸刀 / 修磨 / 报废 on
// cutters, 安装 / 卸载 / 点检 / 报废 on fixtures), one action handler that opens a small dialog, and
// the module's strings. Lists, details and the check results' report are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { TOOL_OP_HANDLER } from '../pages';

export default defineWebModule({
  code: 'tooling',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  actions: { [TOOL_OP_HANDLER]: () => import('./action') },
});
