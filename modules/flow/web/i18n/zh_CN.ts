// zh_CN strings of 流程管理, loaded with its pages; each area keeps its strings beside its pages.
import { definitionsZh } from '../definitions/i18n';
import { appZh } from '../app/i18n';
import { tasksZh } from '../tasks/i18n';

export default { flowTasks: { ...tasksZh, app: appZh }, flowDefs: definitionsZh };
