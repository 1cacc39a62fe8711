// The menu nodes 系统管理 and 主数据 get from the people pages and the administration pages: 人员档案
// (system/Person) and 职员 (mdm/member) are low-code lists of the Person entity, each with one
// detail page of its own and crud functions; 用户管理, 组织机构 and 部门管理 stay hand-written pages
// (the system module's web part routes them) with their operation codes.
import { describe, expect, it } from 'vitest';
import { portalMenus } from '../../../../server/modules/catalogue';
import type { MenuDef } from '../../../../schemas/menus/types';
import { parseLowcodeParams } from '../../../../schemas/pages/types';
import systemWeb from '../../web';

const all = (nodes: readonly MenuDef[]): MenuDef[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
const web = () => all(portalMenus('Web'));
const at = (url: string) => web().filter((m) => m.url === url);

describe('the people pages', () => {
  it('are low-code lists of Person with their own detail pages and crud functions', () => {
    for (const [url, detailUrl, prefix] of [
      ['system/Person', 'system/PersonDetail', 'system.person'],
      ['mdm/member', 'mdm/memberDetail', 'mdm.member'],
    ] as const) {
      const [list] = at(url);
      expect(list.lowcodeTag, url).toBe(true);
      expect(parseLowcodeParams(list.params)).toMatchObject({ class: 'VformList', entityCode: 'Person', detailClass: 'VformDetail', detailUrl });
      expect(list.buttons!.map((b) => b.code)).toEqual(['create', 'update', 'delete', 'import', 'export', 'print'].map((op) => `${prefix}.${op}`));
      expect(at(detailUrl)).toHaveLength(1);
      expect(at(detailUrl)[0].hidden).toBe(true);
    }
  });
});

describe('the administration pages', () => {
  it('keep the catalogue’s nodes and functions, routed to the module’s hand-written pages', () => {
    expect(at('system/User')[0].buttons!.map((b) => b.code)).toEqual(
      ['create', 'update', 'delete', 'setDefault', 'lock', 'unlock', 'resetPwd', 'unbindWechat'].map((op) => `portal.user.${op}`),
    );
    expect(at('system/Department')[0].buttons!.map((b) => b.code)).toContain('system.department.disable');
    const routed = (systemWeb.routes ?? []).map((r) => r.path);
    expect(routed).toEqual(expect.arrayContaining(['system/User', 'system/Organ', 'system/Department', 'system/DepartmentDetail', 'system/Log', 'system/Message', 'system/Setting']));
    for (const path of routed) expect(at(path), path).toHaveLength(1);
  });
});
