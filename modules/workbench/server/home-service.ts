// workbench.Home: what the home workbench shows beside the flow tasks and messages the web reads
// itself — the caller's own documents still open (Saved or Commit), per document type whose list
// the role holds, counted through the same visibility as that list; and a few figures of the
// dashboards the role may open, each read like the dashboard reads it.
import { builtinEntities, pagesOfEntity } from '../../../server/modules/catalogue';
import { implement } from '../../../server/modules/types';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, whereVisible } from '../../../server/records/data-scope';
import { RpcError } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import type { FigureWidget } from '../../../schemas/dashboards/define';
import type { EntityDef } from '../../../schemas/entities/define';
import { type HomeFigure, homeService, type WaitingDocuments } from '../contracts';
import type { AnyDb } from '../../../server/reports/source';
import { holds } from './bi-service';
import { dashboardsHeld } from './display-service';
import { figureValue } from './figure-pins';

/** Figures shown on home, at most. */
export const HOME_FIGURES = 4;
const OPEN = ['Saved', 'Commit'];

async function waitingOf(ctx: CallContext, entity: EntityDef): Promise<WaitingDocuments | null> {
  let url: string | null = null;
  for (const p of pagesOfEntity(entity.code)) {
    if (await holds(ctx, p.url)) {
      url = p.url;
      break;
    }
  }
  if (!url) return null;
  const s = session(ctx);
  const model = await callerModel(ctx, entity.code);
  const vis = await visibilityOf(ctx, model);
  const db = s.db as unknown as AnyDb;
  const rows = (await whereVisible(db.selectFrom(`${entity.table} as t`), vis, 't')
    .select(['t.status_dict as status'])
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('t.create_id', '=', s.userId)
    .where('t.status_dict', 'in', OPEN)
    .groupBy('t.status_dict')
    .execute()) as Array<{ status: string; n: string }>;
  const count = (st: string) => Number(rows.find((r) => r.status === st)?.n ?? 0);
  if (!count('Saved') && !count('Commit')) return null;
  return { entity: entity.code, name: entity.name, nameEn: entity.nameEn, url, saved: count('Saved'), commit: count('Commit') };
}

export const homeImpl = implement(homeService, {
  async waiting(ctx) {
    const receipts = builtinEntities().filter((e) => e.receipt && e.table);
    const found = await Promise.all(receipts.map((e) => waitingOf(ctx, e)));
    return found.filter((w): w is WaitingDocuments => w !== null).sort((a, b) => b.saved + b.commit - (a.saved + a.commit));
  },
  async figures(ctx) {
    const now = new Date();
    const picked = (await dashboardsHeld(ctx)).flatMap((d) => d.widgets.filter((w): w is FigureWidget => w.kind === 'figure').map((w) => ({ d, w }))).slice(0, HOME_FIGURES);
    return Promise.all(
      picked.map(async ({ d, w }): Promise<HomeFigure> => {
        const base = { dashboard: d.code, url: d.url, code: w.code, name: w.name, nameEn: w.nameEn, ...(w.unit ? { unit: w.unit, unitEn: w.unitEn ?? w.unit } : {}) };
        try {
          return { ...base, data: { value: await figureValue(ctx, w, now) } };
        } catch (e) {
          if (e instanceof RpcError) return { ...base, data: { error: { code: e.code, msg: e.message } } };
          throw e;
        }
      }),
    );
  },
});
