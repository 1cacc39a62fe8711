// The module's 追溯 node replaces the catalogue's node of the same code and is the same node:
// 溯源图谱 (dcm/trace, this module's page) and 追踪图谱 (dcm/track, not built yet) as today.
import { describe, expect, it } from 'vitest';
import { portalMenus } from '../../../catalogue';
import traceWeb from '../../web';
import { traceMenu } from '../../menus';

describe('the 追溯 menu node', () => {
  it('is the catalogue node, served by the module, with dcm/trace routed to its page', () => {
    // as the catalogue declared it (schemas/menus/web/production.ts, traceModule)
    expect(traceMenu).toEqual({
      code: 'mod.trace', name: '追溯', nameEn: 'Traceability', type: 1, icon: 'NodeIndexOutlined',
      children: [
        { code: 'dcm.trace', name: '溯源图谱', nameEn: 'Trace-back map', type: 2, url: 'dcm/trace', functionControlTag: false },
        { code: 'dcm.track', name: '追踪图谱', nameEn: 'Tracking map', type: 2, url: 'dcm/track', functionControlTag: false },
      ],
    });
    const nodes = portalMenus('Web').filter((n) => n.code === 'mod.trace');
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toBe(traceMenu);
    expect(traceWeb.routes?.map((r) => r.path)).toEqual(['dcm/trace']);
  });
});
