// The server side of the boards and reports: live pushes and report calls.
import type { ServerModule } from '../../../server/modules/types';

export const boardsServer: ServerModule = {};
