// workbench.Display: the declared dashboards whose page the caller holds — what 大屏展示 may show
// and rotate (each screen's widgets are then read by report.Dashboard/data, with the same check) —
// led by 我的大屏, the caller's own pinned cards, once it has pinned any.
import { catalogue } from '../../../server/modules/catalogue';
import { implement } from '../../../server/modules/types';
import { type CallContext, session } from '../../../server/rpc/registry';
import type { DashboardDef } from '../../../schemas/dashboards/define';
import { type DisplayScreen, displayService } from '../contracts';
import { DISPLAY_URL } from '../menus';
import { MY_SCREEN } from '../pins';
import { holds } from './bi-service';
import { pinsOf } from './pin-store';

/** The dashboards the caller may open, big screens first, in the catalogue's order. */
export async function dashboardsHeld(ctx: CallContext): Promise<DashboardDef[]> {
  const all = [...catalogue().dashboards.values()];
  const held = await Promise.all(all.map((d) => holds(ctx, d.url)));
  return all.filter((_, i) => held[i]).sort((a, b) => Number(!!b.screen) - Number(!!a.screen));
}

export const displayImpl = implement(displayService, {
  async screens(ctx) {
    const s = session(ctx);
    const [held, pins] = await Promise.all([dashboardsHeld(ctx), pinsOf(s.db, { tenantId: s.tenantId, userId: s.userId })]);
    const mine: DisplayScreen[] = pins.length ? [{ code: MY_SCREEN, url: DISPLAY_URL, name: '我的大屏', nameEn: 'My screen', screen: true }] : [];
    return [...mine, ...held.map((d): DisplayScreen => ({ code: d.code, url: d.url, name: d.name, nameEn: d.nameEn, screen: !!d.screen }))];
  },
});
