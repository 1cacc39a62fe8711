// The web part of 数据治理's part etl (joined to the module's by datagov/web/index.ts): its pages.
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';

export const etlWeb = defineWebPart({
  code: 'etl',
  routes: [
    { path: 'etl/RepoList', load: () => import('./RepoListPage') },
    { path: 'etl/Tran', load: () => import('./TranListPage') },
    { path: 'etl/TranDesign', load: () => import('./TranDesignPage') },
    { path: 'etldesigner/ScriptList', load: () => import('./ScriptListPage') },
    { path: 'etl/Job', load: () => import('./JobListPage') },
    { path: 'etl/JobSchedule', load: () => import('./SchedulePage') },
    { path: 'etl/ScheduleMonitor', load: () => import('./MonitorPage') },
    { path: 'etl/ScheduleLog', load: () => import('./LogPage') },
    { path: 'etl/Display', load: () => import('./DisplayPage') },
  ],
});
