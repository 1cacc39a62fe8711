// The web side of 数据治理's part quality (joined to the module's by datagov/web/index.ts): its list
// pages; the two reports are drawn by the engine's report and dashboard templates.
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';

export const qualityWeb = defineWebPart({
  code: 'quality',
  routes: [
    { path: 'standard/Dict', load: () => import('./DictListPage') },
    { path: 'standard/Contrast', load: () => import('./ContrastListPage') },
    { path: 'standard/DictContrast', load: () => import('./DictContrastPage') },
    { path: 'dataquality/Rule', load: () => import('./RuleListPage') },
    { path: 'dataquality/Issue', load: () => import('./IssueListPage') },
  ],
});
