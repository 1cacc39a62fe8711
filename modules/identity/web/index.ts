// The web part of 标识管理: 标识字段 (a read-only page), 批量生成 (a row action of 编码规则 that opens
// a dialog), the live preview on the rule's detail page (a form group the detail template loads
// when the rule's page declares it) and 打印设计器 (the label designer, also 标签模板's detail page).
// The lists and 编码规则's detail are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { DESIGNER_PAGE, FIELD_PAGE, GENERATE_HANDLER, PREVIEW_GROUP } from '../pages';

const identityWeb = defineWebModule({
  code: 'identity',
  routes: [
    { path: FIELD_PAGE, load: () => import('./FieldPage') },
    { path: DESIGNER_PAGE, load: () => import('./designer/DesignerPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  actions: { [GENERATE_HANDLER]: () => import('./generate/action') },
  formGroups: { [PREVIEW_GROUP]: () => import('./preview/RulePreview').then((m) => ({ default: m.RulePreview })) },
});
export default identityWeb;
