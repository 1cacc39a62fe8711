// en_US strings of 流程管理 (zh_CN.ts says where they live).
import { definitionsEn } from '../definitions/i18n';
import { appEn } from '../app/i18n';
import { tasksEn } from '../tasks/i18n';

export default { flowTasks: { ...tasksEn, app: appEn }, flowDefs: definitionsEn };
