// workbench.Display: the declared dashboards whose page the caller holds — what 大屏展示 may show
// and rotate (each screen's widgets are then read by report.Dashboard/data, with the same check).
import { catalogue } from '../../../server/modules/catalogue';
import { implement } from '../../../server/modules/types';
import type { CallContext } from '../../../server/rpc/registry';
import type { DashboardDef } from '../../../schemas/dashboards/define';
import { type DisplayScreen, displayService } from '../contracts';
import { holds } from './bi-service';

/** The dashboards the caller may open, big screens first, in the catalogue's order. */
export async function dashboardsHeld(ctx: CallContext): Promise<DashboardDef[]> {
  const all = [...catalogue().dashboards.values()];
  const held = await Promise.all(all.map((d) => holds(ctx, d.url)));
  return all.filter((_, i) => held[i]).sort((a, b) => Number(!!b.screen) - Number(!!a.screen));
}

export const displayImpl = implement(displayService, {
  async screens(ctx) {
    return (await dashboardsHeld(ctx)).map((d): DisplayScreen => ({ code: d.code, url: d.url, name: d.name, nameEn: d.nameEn, screen: !!d.screen }));
  },
});
