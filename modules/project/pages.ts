// 项目管理's page stacks: 项目列表 / 项目详情 (the detail also shows the project's documents and
// sums, and its plan on the Gantt chart — two form groups of this module's web part) and
// 投标管理 / 投标详情 (a won bid's 生成项目 on its detail).
import { btn, fnPrefix } from '../../schemas/menus/buttons';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import { Bid } from './entities/bid';
import { Project } from './entities/project';

export const PROJECT_LIST = 'project/list';
export const BID_LIST = 'project/bidList';
/** the form groups of 项目详情 (web/index.ts registers their components) */
export const DOCUMENTS_GROUP = 'ProjectDocuments';
export const PLAN_GROUP = 'ProjectPlan';

export const projectStacks = {
  Project: masterDataStack({
    entity: Project,
    list: {
      url: PROJECT_LIST,
      labels: ['项目列表', 'Projects'],
      formGroups: [
        // each group draws its field as usual, then what it is about
        { component: DOCUMENTS_GROUP, code: 'documents', title: '项目单据与预算', titleEn: 'Documents and budget', rows: [{ label: '预算金额', labelEn: 'Budget', fields: ['budget'] }] },
        { component: PLAN_GROUP, code: 'plan', title: '项目计划', titleEn: 'Project plan', rows: [{ label: '计划进度(%)', labelEn: 'Plan progress (%)', fields: ['plan_progress'] }] },
      ],
    },
    detail: { url: 'project/detail', labels: ['项目详情', 'Project detail'] },
    // 保存计划 is a function of its own (project.Plan/save)
    menu: { extra: [btn(fnPrefix(PROJECT_LIST), 'plan', '编辑计划', 'Edit plan')] },
  }),
  Bid: masterDataStack({
    entity: Bid,
    list: {
      url: BID_LIST,
      labels: ['投标管理', 'Bids'],
      actions: [
        {
          code: 'createProject',
          label: '生成项目',
          labelEn: 'Create project',
          place: 'detail',
          handler: 'callService',
          call: '/project.Bid/createProject',
          icon: 'ProjectOutlined',
          confirm: { zh_CN: '确定由此中标生成项目？', en_US: 'Create the project of this won bid?' },
        },
      ],
    },
    detail: { url: 'project/bid', labels: ['投标详情', 'Bid detail'] },
  }),
};

export const projectPages = pagesByKey(projectStacks);
