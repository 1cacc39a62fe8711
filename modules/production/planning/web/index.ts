// The web side of the plan/* documents: hand-written dialogs and actions (merged by production/web/index.ts).
import type { WebModule } from '../../../../src/app/modules/defineWebModule';

export const planningWeb: Pick<WebModule, 'routes' | 'actions' | 'detailExtras'> = {};
