// The menu items the scheduled-job pages need (modules/system/menus/trigger-jobs.ts, for the
// 系统管理 node): the job list is a low-code page whose params name its template, entity, detail
// page and actions, its functions are crud plus run / enable / disable; the run history is
// read-only (view, export); both lists open their own detail pages; all are Business pages.
import { describe, expect, it } from 'vitest';
import { mod } from '../../../../schemas/menus/buttons';
import type { MenuDef, NavNode } from '../../../../schemas/menus/types';
import { parseLowcodeParams } from '../../../../schemas/pages/types';
import { buildRoutes } from '../../../../src/app/routes/buildRoutes';
import { mergeModuleRoutes } from '../../../../src/app/routes/registry';
import { navNode } from '../../../../tests/kit/web/fixtures';
import { triggerJobMenuItems } from '../../menus/trigger-jobs';

const toNav = (d: MenuDef): NavNode =>
  navNode({
    code: d.code,
    name: d.name,
    url: d.url ?? null,
    type: d.type,
    hidden: !!d.hidden,
    params: d.params ?? null,
    lowcodeTag: !!d.lowcodeTag,
    functionControlTag: !!d.functionControlTag,
    buttons: (d.buttons ?? []).map((b) => ({ code: b.code, name: b.name, detailPath: b.detailPath ?? null, templateCode: null, detailAppCode: null })),
    functionList: (d.buttons ?? []).map((b) => b.code),
    children: (d.children ?? []).map(toNav),
  });

const byUrl = (url: string) => triggerJobMenuItems.find((m) => m.url === url)!;

describe('the scheduled-job menu items', () => {
  it('give the job list crud, run, enable and disable, and the history only view and export', () => {
    const jobs = byUrl('system/TriggerJob');
    expect(jobs.buttons!.map((b) => b.code)).toEqual(
      ['create', 'update', 'delete', 'import', 'export', 'print', 'run', 'enable', 'disable'].map((op) => `system.triggerJob.${op}`),
    );
    expect(jobs.buttons!.find((b) => b.code === 'system.triggerJob.update')?.detailPath).toBe('system/TriggerJobDetail');
    expect(byUrl('system/TriggerJobLog').buttons!.map((b) => b.code)).toEqual(['system.triggerJobLog.view', 'system.triggerJobLog.export']);
    for (const m of triggerJobMenuItems) expect(m.pageType ?? 'Business', m.url).toBe('Business');
  });

  it('make both lists low-code pages that open their own detail pages', () => {
    expect(parseLowcodeParams(byUrl('system/TriggerJob').params)).toMatchObject({
      class: 'VformList',
      entityCode: 'TriggerJob',
      detailUrl: 'system/TriggerJobDetail',
      actions: [{ code: 'run', call: '/system.TriggerJob/run' }, { code: 'enable' }, { code: 'disable' }],
    });
    const { routes, errors } = buildRoutes([toNav(mod('system', '系统管理', 'System', 'SettingOutlined', triggerJobMenuItems))], mergeModuleRoutes({}));
    expect(errors).toEqual([]);
    for (const [list, detail] of [
      ['system/TriggerJob', 'system/TriggerJobDetail'],
      ['system/TriggerJobLog', 'system/TriggerJobLogDetail'],
    ]) {
      expect(routes.find((r) => r.path === list)?.template, list).toBe('VformList');
      expect(routes.find((r) => r.path === detail)?.template, detail).toBe('VformDetail');
      expect(routes.find((r) => r.path === list)?.meta.lowcode?.detailUrl).toBe(detail);
      expect(routes.find((r) => r.path === detail)?.meta.lowcode).toMatchObject({ kind: 'detail', listUrl: list });
      expect(byUrl(detail).hidden).toBe(true);
    }
  });
});
