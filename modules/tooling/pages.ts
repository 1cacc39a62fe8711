// 工装刀具's page stacks, each declared once with its labels: the tool types, configurations and
// uninstall reasons (master data), the tool files with their operations (装刀, 卸刀, 修磨, 报废 on
// cutters; 安装, 卸载, 点检, 报废 on fixtures: row actions whose handler, web/action.ts, opens a small
// dialog and posts to tool.Cutter / tool.Fixture), and the fixture check plans. 工装点检结果 is a
// report (reports.ts).
import { CRUD_OPS } from '../../schemas/documents/menus';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { ActionDef } from '../../schemas/pages/types';
import { FixtureCheckPlan } from './entities/checks';
import { CutterConfig, FixtureConfig } from './entities/configs';
import { CutterDefine, FixtureDefine, UninstallReason } from './entities/defines';
import { CutterFile, FixtureFile } from './entities/files';

/** the handler of every tool operation (web/action.ts): the action's code names the operation */
export const TOOL_OP_HANDLER = 'tooling.operate';

/** records only: tool master data has no audit */
const records = { ops: CRUD_OPS };

const op = (code: string, label: string, labelEn: string, statuses?: string[]): ActionDef => ({ code, label, labelEn, place: 'row', handler: TOOL_OP_HANDLER, ...(statuses ? { statuses } : {}) });

export const toolingStacks = {
  CutterDefine: masterDataStack({
    entity: CutterDefine,
    list: { url: 'cutter/Define', labels: ['刀具定义', 'Cutter definitions'] },
    detail: { url: 'cutter/DefineDetail', labels: ['刀具定义详情', 'Cutter definition detail'] },
    menu: records,
  }),
  CutterConfig: masterDataStack({
    entity: CutterConfig,
    list: { url: 'cutter/Config', labels: ['刀具配置', 'Cutter configurations'] },
    detail: { url: 'cutter/ConfigAdd', labels: ['新增刀具配置', 'Add cutter configuration'] },
    menu: records,
  }),
  CutterFile: masterDataStack({
    entity: CutterFile,
    list: {
      url: 'cutter/File',
      labels: ['刀具档案', 'Cutter files'],
      table: { warn_life: { hide: true } },
      actions: [op('install', '装刀', 'Install'), op('uninstall', '卸刀', 'Uninstall'), op('dress', '修磨', 'Dress'), op('scrap', '报废', 'Scrap')],
    },
    detail: { url: 'cutter/FileDetail', labels: ['刀具档案详情', 'Cutter file detail'] },
    menu: records,
  }),
  UninstallReason: masterDataStack({
    entity: UninstallReason,
    list: { url: 'cutter/UninstallReason', labels: ['卸刀原因', 'Uninstall reasons'] },
    detail: { url: 'cutter/UninstallReasonDetail', labels: ['卸刀原因详情', 'Uninstall reason detail'] },
    menu: records,
  }),
  FixtureDefine: masterDataStack({
    entity: FixtureDefine,
    list: { url: 'fixture/Define', labels: ['工装定义', 'Fixture definitions'] },
    detail: { url: 'fixture/DefineDetail', labels: ['工装定义详情', 'Fixture definition detail'] },
    menu: records,
  }),
  FixtureConfig: masterDataStack({
    entity: FixtureConfig,
    list: { url: 'fixture/Config', labels: ['工装配置', 'Fixture configurations'] },
    detail: { url: 'fixture/Add', labels: ['新增工装配置', 'Add fixture configuration'] },
    menu: records,
  }),
  FixtureFile: masterDataStack({
    entity: FixtureFile,
    list: {
      url: 'fixture/File',
      labels: ['工装档案', 'Fixture files'],
      table: { warn_life: { hide: true } },
      actions: [op('install', '安装', 'Install'), op('uninstall', '卸载', 'Uninstall'), op('check', '点检', 'Check'), op('scrap', '报废', 'Scrap')],
    },
    detail: { url: 'fixture/FileDetail', labels: ['工装档案详情', 'Fixture file detail'] },
    menu: records,
  }),
  FixtureCheckPlan: masterDataStack({
    entity: FixtureCheckPlan,
    list: { url: 'fixture/CheckPlan', labels: ['工装点检计划', 'Fixture check plans'] },
    detail: { url: 'fixture/CheckPlanDetail', labels: ['工装点检计划详情', 'Fixture check plan detail'] },
    menu: records,
  }),
};

export const toolingPages = pagesByKey(toolingStacks);
