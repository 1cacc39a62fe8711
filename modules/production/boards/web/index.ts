// The web side of the boards and reports (joined to the module's by production/web/index.ts): the
// two large screens are hand-written pages; the reports and 计件单价 are drawn by the engine's templates.
import { defineWebPart } from '../../../../src/app/modules/defineWebModule';
import { DISPLAY_PAGE, PROCESS_BOARD_PAGE } from '../paths';

export const boardsWeb = defineWebPart({
  code: 'boards',
  routes: [
    { path: PROCESS_BOARD_PAGE, load: () => import('./ProcessBoard') },
    { path: DISPLAY_PAGE, load: () => import('./ProductionDisplay') },
  ],
});
