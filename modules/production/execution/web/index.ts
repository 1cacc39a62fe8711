// The web side of the execution pages (joined to the module's by production/web/index.ts): 追踪图谱
// (dcm/track, a hand-written page) and, on the work order's detail, 投料 / 报工 / 退料 / 结转 — a detail extra (the
// detail template knows no module; the buttons show for roles holding task/Order, on work orders
// only) opening small dialogs that post to task.Feeding, task.Output and task.Carry.
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';
import type { DetailExtra } from '../../../../src/templates/detail/detailExtras';

export const TRACK_PATH = 'dcm/track';

const shopFloor: DetailExtra = { on: 'any', page: 'task/Order', load: () => import('./ExecButtons') };

export const executionWeb = defineWebPart({
  code: 'execution',
  routes: [{ path: TRACK_PATH, load: () => import('./TrackPage') }],
  detailExtras: { 'production.exec': shopFloor },
  // the Hmi station: the terminal's orders with their moves, feeding by scan and output (hmi/Station.tsx)
  portalPages: {
    Hmi: [
      { path: 'task/Order', load: () => import('./hmi/Station').then((m) => ({ default: m.OrderStation })) },
      { path: 'task/Feeding', load: () => import('./hmi/Station').then((m) => ({ default: m.FeedStation })) },
      { path: 'task/Output', load: () => import('./hmi/Station').then((m) => ({ default: m.OutputStation })) },
    ],
  },
});
