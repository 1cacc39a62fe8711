// The declared dashboards' figures as cards a user pins (工作台's own kind of card, beside the
// indicators the indicator part registers): a figure of a dashboard whose page the caller holds,
// named `dashboard/widget`, read like the dashboard reads it (home's figures row does the same).
// A figure has no target, period nor trend; its card opens its dashboard.
import type { DashboardDef, FigureWidget } from '../../../schemas/dashboards/define';
import { RpcError } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { widgetQuery } from '../../../server/reports/dashboard';
import { reportOr404, reportPageOf } from '../../../server/reports/service';
import { builtinEntityOf } from '../../../server/reports/run';
import { reportVisibility } from '../../../server/reports/visibility';
import type { PinFigure } from '../pins';
import { dashboardsHeld } from './display-service';
import type { PinKind } from './pin-kinds';

export const FIGURE_PIN = 'figure';

const figuresOf = (d: DashboardDef) => d.widgets.filter((w): w is FigureWidget => w.kind === 'figure');
const local = (ctx: CallContext, zh: string, en: string | undefined) => (ctx.lang === 'en_US' ? (en ?? zh) : zh);

/** the figure's value over its widget's query, through the caller's visibility; null when it cannot be read */
export async function figureValue(ctx: CallContext, w: FigureWidget, now: Date): Promise<string | null> {
  const report = reportOr404(w.report, ctx.lang);
  const page = await reportPageOf(ctx, report, widgetQuery(w, report, now), reportVisibility(ctx, report, builtinEntityOf));
  return (page.totals?.[w.measure] as string | null | undefined) ?? null;
}

export const figurePinKind: PinKind = {
  kind: FIGURE_PIN,
  name: { zh_CN: '看板数字', en_US: 'dashboard figure' },
  order: 90,
  async choices(ctx) {
    return (await dashboardsHeld(ctx)).flatMap((d) => figuresOf(d).map((w) => ({ code: `${d.code}/${w.code}`, name: local(ctx, w.name, w.nameEn), hint: local(ctx, d.name, d.nameEn) })));
  },
  async figures(ctx, codes) {
    const wanted = new Set(codes);
    const now = new Date();
    const out = new Map<string, Omit<PinFigure, 'ofTarget'>>();
    const found = (await dashboardsHeld(ctx)).flatMap((d) => figuresOf(d).map((w) => ({ d, w, code: `${d.code}/${w.code}` }))).filter((f) => wanted.has(f.code));
    await Promise.all(
      found.map(async ({ d, w, code }) => {
        let value: string | null;
        try {
          value = await figureValue(ctx, w, now);
        } catch (e) {
          // a figure its reader may not read (a hidden field, a report refused) is not the reader's
          if (e instanceof RpcError) return;
          throw e;
        }
        out.set(code, { name: local(ctx, w.name, w.nameEn), value, unit: w.unit ? local(ctx, w.unit, w.unitEn) : null, target: null, period: null, periodKind: null, status: 'none', trend: [], url: d.url, note: null });
      }),
    );
    return out;
  },
};
