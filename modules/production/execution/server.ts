// The server side of shop-floor execution: feeding, output, carry-over, returns, order tasks, tracking.
import type { ServerModule } from '../../../server/modules/types';

export const executionServer: ServerModule = {};
