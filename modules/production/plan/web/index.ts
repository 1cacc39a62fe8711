// The web side of plan/*: its hand-written pages and actions (merged by production/web/index.ts).
import type { WebModule } from '../../../../src/app/modules/defineWebModule';

export const planWeb: Pick<WebModule, 'routes' | 'actions' | 'detailExtras'> = {};
