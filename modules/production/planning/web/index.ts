// The web side of the plan/* documents: nothing of its own — 生成工单 on a production plan's detail is
// the work order dialog (web/orders, code planToWorkOrder); the list, detail and report pages are the
// engine's.
import type { WebModule } from '../../../../src/app/modules/defineWebModule';

export const planningWeb: Pick<WebModule, 'routes' | 'actions' | 'detailExtras'> = {};
