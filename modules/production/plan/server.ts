// The server side of plan/*: calls, hooks and demo of the Gantt plan and the APS pass.
import type { ServerModule } from '../../../server/modules/types';

export const planServer: ServerModule = {};
