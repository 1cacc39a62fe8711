// 车间物流's declarations: its Web node holds the specified pages (and the pull rules behind the
// pulls), the call and pull lists carry their stage buttons as function buttons, material
// monitoring is a page of its own, and the refusals read in both languages.
import { describe, expect, it } from 'vitest';
import { walkMenus } from '../../../../schemas/menus/index';
import type { MenuDef } from '../../../../schemas/menus/types';
import { portalMenus } from '../../../../server/modules/catalogue';
import { REQUEST_STATES } from '../../entities/request';
import { pm } from '../../messages';

const node = portalMenus('Web').find((m) => m.code === 'mod.pull')!;
const pages: MenuDef[] = [];
walkMenus([node], (m) => {
  if (m.url) pages.push(m);
});
const byUrl = (url: string) => pages.find((p) => p.url === url)!;
const buttons = (url: string) => (byUrl(url).buttons ?? []).map((b) => b.code);

describe('the 车间物流 menu node', () => {
  it('holds the specified pages, the pull rules and hidden details', () => {
    expect(pages.map((p) => p.url)).toEqual(['pull/matMon', 'pull/matMonDetail', 'pull/process', 'pull/processDetail', 'pull/pulling', 'pull/pullingDetail', 'pull/pullRule', 'pull/pullRuleDetail']);
    expect(pages.filter((p) => p.hidden).map((p) => p.url)).toEqual(['pull/matMonDetail', 'pull/processDetail', 'pull/pullingDetail', 'pull/pullRuleDetail']);
    expect(byUrl('pull/matMon').functionControlTag).toBe(false);
  });

  it('gives the calls and pulls their stage buttons (granted like any function)', () => {
    expect(buttons('pull/process')).toEqual(expect.arrayContaining(['pull.process.create', 'pull.process.update', 'pull.process.delete', 'pull.process.call', 'pull.process.arrive', 'pull.process.cancel']));
    expect(buttons('pull/pulling')).toEqual(expect.arrayContaining(['pull.pulling.view', 'pull.pulling.check', 'pull.pulling.arrive', 'pull.pulling.cancel']));
    // pulls are made by the rules, never by hand
    expect(buttons('pull/pulling')).not.toContain('pull.pulling.create');
    const params = JSON.parse(byUrl('pull/process').params ?? '{}');
    expect(params.actions.filter((a: { place: string }) => a.place === 'toolbar').map((a: { call: string }) => a.call)).toEqual(['/pull.ProcessCall/call', '/pull.ProcessCall/arrive', '/pull.ProcessCall/cancel']);
  });
});

describe('states and messages', () => {
  it('shows Issued between Called and Arrived', () => {
    expect(REQUEST_STATES.map((s) => s.value)).toEqual(['Saved', 'Called', 'Issued', 'Arrived', 'Cancelled']);
  });

  it('fills the refusals in both languages', () => {
    expect(pm('zh_CN', 'cannotArrive', { code: 'JL1', state: '已叫料' })).toBe('JL1当前为已叫料，仓库全部出库后才能确认到线');
    expect(pm('en_US', 'cannotArrive', { code: 'JL1', state: 'Called' })).toBe('JL1 is Called: its arrival can be confirmed once the warehouse has issued all of it');
  });
});
