// The web side of the boards and reports: its hand-written pages and actions (merged by production/web/index.ts).
import type { WebModule } from '../../../../src/app/modules/defineWebModule';

export const boardsWeb: Pick<WebModule, 'routes' | 'actions' | 'detailExtras'> = {};
