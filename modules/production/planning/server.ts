// The server side of the plan/* documents and reports.
import type { ServerModule } from '../../../server/modules/types';

export const planningServer: ServerModule = {};
