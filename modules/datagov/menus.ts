// The 数据治理 node of the Web portal (it replaced the planned placeholder of schemas/menus/web).
// The pages built in this foundation come first; the rest of the area (lineage, standards, data
// quality, API services, ETL, indicators) keeps its planned entries, which still open
// "此页面尚未开发" until their parts are built.
import { btn, detail, fnPrefix, list, mod, ops, page, report, screen } from '../../schemas/menus/buttons';
import type { ButtonDef, MenuDef } from '../../schemas/menus/types';

const ds = fnPrefix('meta/DataSource');

/** Buttons of a list whose add, edit and detail are three pages `${url}Add|Edit|Detail`. */
function addEditView(url: string, more: Array<'delete' | 'import' | 'export'> = ['delete', 'export']): ButtonDef[] {
  const p = fnPrefix(url);
  return [
    btn(p, 'create', '新增', 'Add', { detailPath: `${url}Add` }),
    btn(p, 'update', '编辑', 'Edit', { detailPath: `${url}Edit` }),
    btn(p, 'view', '查看', 'View', { detailPath: `${url}Detail` }),
    ...ops(p, more),
  ];
}

function addEditViewPages(url: string, name: string, nameEn: string): MenuDef[] {
  const cap = nameEn.charAt(0).toUpperCase() + nameEn.slice(1);
  return [detail(`${url}Add`, `新增${name}`, `Add ${nameEn}`), detail(`${url}Edit`, `编辑${name}`, `Edit ${nameEn}`), detail(`${url}Detail`, `${name}详情`, `${cap} detail`)];
}

/** the pages this module draws (web/index.ts routes) */
const built: MenuDef[] = [
  page('meta/DataSource', '数据源', 'Data sources', {
    buttons: [
      ...addEditView('meta/DataSource', ['delete']),
      btn(ds, 'testConnection', '测试连接', 'Test connection'),
      btn(ds, 'harvest', '采集元数据', 'Harvest metadata'),
      btn(ds, 'createTable', '新建数据表', 'Add table', { detailPath: 'meta/DataTableAdd' }),
      btn(ds, 'updateTable', '编辑数据表', 'Edit table', { detailPath: 'meta/DataTableEdit' }),
      btn(ds, 'viewTable', '查看数据表', 'View table', { detailPath: 'meta/DataTableDetail' }),
    ],
  }),
  ...addEditViewPages('meta/DataSource', '数据源', 'data source'),
  detail('meta/DataTableAdd', '新增数据表', 'Add data table'),
  detail('meta/DataTableEdit', '编辑数据表', 'Edit data table'),
  detail('meta/DataTableDetail', '数据表详情', 'Data table detail'),
  page('meta/Metadata', '元数据管理', 'Metadata', { buttons: addEditView('meta/Metadata') }),
  ...addEditViewPages('meta/Metadata', '元数据', 'metadata'),
  page('meta/ChangeRecord', '变更记录', 'Change records', { buttons: addEditView('meta/ChangeRecord') }),
  ...addEditViewPages('meta/ChangeRecord', '变更记录', 'change record'),
  list('meta/DataAuth', '数据权限', 'Data permissions'),
  screen('meta/Search', '元数据检索', 'Metadata search'),
  screen('meta/DataMap', '数据地图', 'Data map'),
  screen('meta/SqlConsole', 'SQL控制台', 'SQL console', { buttons: ops(fnPrefix('meta/SqlConsole'), ['export']) }),
];

/** the area's pages not built yet: planned entries (no route: the shell shows 此页面尚未开发) */
const planned: MenuDef[] = [
  screen('meta/DataBlood', '数据血缘', 'Data lineage'),
  list('standard/Dict', '标准字典', 'Standard dictionaries'),
  list('standard/Contrast', '标准对照', 'Standard mappings'),
  list('standard/DictContrast', '字典对照', 'Dictionary mappings'),
  report('standard/ContrastStatistics', '对照统计', 'Mapping statistics'),
  list('dataquality/Rule', '数据质量规则', 'Data quality rules'),
  list('dataquality/Issue', '数据质量问题', 'Data quality issues'),
  report('dataquality/Report', '数据质量报告', 'Data quality report'),
  list('market/Api', 'API服务', 'API services', undefined, {
    extra: [btn('market.api', 'publish', '发布', 'Publish'), btn('market.api', 'offline', '下线', 'Take offline')],
  }),
  list('market/Mask', '数据脱敏', 'Data masking', 'datax/ApiMaskDetail'),
  detail('datax/ApiMaskDetail', '脱敏规则详情', 'Masking rule detail'),
  list('market/Integration', '服务集成', 'Service integration'),
  report('market/ApiLog', 'API调用日志', 'API call log'),
  report('market/ServiceLog', '服务日志', 'Service log'),
  list('etldesigner/ScriptList', 'ETL脚本', 'ETL scripts'),
  list('etl/RepoList', '资源库', 'Repositories'),
  list('etl/Job', 'ETL作业', 'ETL jobs'),
  list('etl/Tran', 'ETL转换', 'ETL transformations'),
  list('etl/JobSchedule', '作业调度', 'Job scheduling', undefined, {
    extra: [btn('etl.jobSchedule', 'start', '启动', 'Start'), btn('etl.jobSchedule', 'stop', '停止', 'Stop')],
  }),
  screen('etl/ScheduleMonitor', '调度监控', 'Schedule monitor'),
  report('etl/ScheduleLog', '调度日志', 'Schedule log'),
  screen('etl/Display', 'ETL概览', 'ETL overview'),
  list('ops/IndicatorList', '指标管理', 'Indicators', 'ops/IndicatorDetail'),
  detail('ops/IndicatorDetail', '指标详情', 'Indicator detail'),
];

export const datagovMenu: MenuDef = mod('datagov', '数据治理', 'Data governance', 'DatabaseOutlined', [...built, ...planned]);
