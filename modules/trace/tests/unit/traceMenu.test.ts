// The module's 追溯 node: 溯源图谱 (dcm/trace, this module's page) and 追踪图谱 (dcm/track, not built
// yet), served once in the Web portal, right after 设备管理.
import { describe, expect, it } from 'vitest';
import { portalMenus } from '../../../../server/modules/catalogue';
import traceWeb from '../../web';
import { traceMenu } from '../../menus';

describe('the 追溯 menu node', () => {
  it('is served by the module after 设备管理, with dcm/trace routed to its page', () => {
    expect(traceMenu).toEqual({
      code: 'mod.trace', name: '追溯', nameEn: 'Traceability', type: 1, icon: 'NodeIndexOutlined',
      children: [
        { code: 'dcm.trace', name: '溯源图谱', nameEn: 'Trace-back map', type: 2, url: 'dcm/trace', functionControlTag: false },
        { code: 'dcm.track', name: '追踪图谱', nameEn: 'Tracking map', type: 2, url: 'dcm/track', functionControlTag: false },
      ],
    });
    const web = portalMenus('Web');
    const nodes = web.filter((n) => n.code === 'mod.trace');
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toEqual({ ...traceMenu, after: 'mod.equipment' });
    expect(web[web.indexOf(nodes[0]!) - 1]!.code).toBe('mod.equipment');
    expect(traceWeb.routes?.map((r) => r.path)).toEqual(['dcm/trace']);
  });
});
