// The web part of 项目管理: the two form groups of 项目详情 — its documents and sums against the
// budget, and its plan on the Gantt widget — loaded when the detail needs them. Its lists and
// details are the generic templates; 生成项目 on a won bid is the generic callService action.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { DOCUMENTS_GROUP, PLAN_GROUP } from '../pages';

export default defineWebModule({
  code: 'project',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  formGroups: {
    [DOCUMENTS_GROUP]: () => import('./ProjectDocuments').then((m) => ({ default: m.ProjectDocuments })),
    [PLAN_GROUP]: () => import('./ProjectPlan').then((m) => ({ default: m.ProjectPlan })),
  },
});
