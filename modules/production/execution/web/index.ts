// The web side of the execution pages: its hand-written pages and actions (merged by production/web/index.ts).
import type { WebModule } from '../../../../src/app/modules/defineWebModule';

export const executionWeb: Pick<WebModule, 'routes' | 'actions' | 'detailExtras'> = {};
