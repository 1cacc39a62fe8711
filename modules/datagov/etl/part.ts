// ETL与调度 (etldesigner/*, etl/*): transformations and jobs in repositories, scheduled and run by a
// queue, monitored with logs. A part of 数据治理: its menu entries take the places of the module's
// planned entries by url; its pages go to the 'all' profile like the module's (no grants).
import { btn, detail, fnPrefix, list, report, screen } from '../../../schemas/menus/buttons';
import { definePart } from '../../../schemas/modules/define';

const TRAN = fnPrefix('etl/Tran');
const JOB = fnPrefix('etl/Job');

export const ETL_TABLES = ['dg_etl_repo', 'dg_etl_tran', 'dg_etl_script', 'dg_etl_job', 'dg_etl_schedule', 'dg_etl_run', 'dg_etl_run_step'] as const;

export const etlPart = definePart({
  code: 'etl',
  tenantTables: [...ETL_TABLES],
  menus: {
    Web: {
      replace: {
        'etldesigner/ScriptList': [list('etldesigner/ScriptList', 'ETL脚本', 'ETL scripts')],
        'etl/RepoList': [list('etl/RepoList', '资源库', 'Repositories')],
        'etl/Job': [list('etl/Job', 'ETL作业', 'ETL jobs', undefined, { extra: [btn(JOB, 'run', '运行', 'Run')] })],
        'etl/Tran': [list('etl/Tran', 'ETL转换', 'ETL transformations', undefined, { extra: [btn(TRAN, 'run', '运行', 'Run')] }), detail('etl/TranDesign', '设计转换', 'Design transformation')],
        'etl/JobSchedule': [
          list('etl/JobSchedule', '作业调度', 'Job scheduling', undefined, {
            extra: [btn('etl.jobSchedule', 'start', '启动', 'Start'), btn('etl.jobSchedule', 'stop', '停止', 'Stop')],
          }),
        ],
        'etl/ScheduleMonitor': [screen('etl/ScheduleMonitor', '调度监控', 'Schedule monitor', { extra: [btn(fnPrefix('etl/ScheduleMonitor'), 'stop', '停止', 'Stop')] })],
        'etl/ScheduleLog': [report('etl/ScheduleLog', '调度日志', 'Schedule log', { extra: [btn(fnPrefix('etl/ScheduleLog'), 'stop', '停止', 'Stop')] })],
        'etl/Display': [screen('etl/Display', 'ETL概览', 'ETL overview')],
      },
    },
  },
  server: () => import('./server'),
});
