// The web part of 标识管理: 标识字段 (a read-only page), 批量生成 (a row action of 编码规则 that opens
// a dialog), the live preview on the rule's detail page (a form group) and 打印设计器 (the label
// designer, also 标签模板's detail page). The lists and 编码规则's detail are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { DESIGNER_PAGE, FIELD_PAGE, GENERATE_HANDLER } from '../pages';

const identityWeb = defineWebModule({
  code: 'identity',
  routes: [
    { path: FIELD_PAGE, load: () => import('./FieldPage') },
    { path: DESIGNER_PAGE, load: () => import('./designer/DesignerPage') },
  ],
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  actions: { [GENERATE_HANDLER]: () => import('./generate/action') },
});
export default identityWeb;

// The detail page's form groups are read when it mounts, so the preview group is registered early:
// when the browser is first idle after start (its chunk shares the detail template's), else after
// the page has loaded. Where neither comes (jsdom) the detail shows the server's 示例编码 on the
// grid, as it would without this module's web part.
const registerPreview = () => void import('./preview/register').then((m) => m.registerRulePreview()).catch(() => undefined);
if (typeof window !== 'undefined') {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(registerPreview, { timeout: 3000 });
  else if (document.readyState !== 'complete') window.addEventListener('load', () => setTimeout(registerPreview, 0), { once: true });
}
