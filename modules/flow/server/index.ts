// The server side of 流程管理: the flow calls, the timer poller, the demo definitions and bindings.
import { defineServerModule } from '../../../server/modules/types';
import { mayEditInApproval } from '../engine/edit-in-approval';
import { openTaskCount } from '../engine/todo';
import { flowCategoryService } from './category-service';
import { flowDefService } from './def-service';
import { flowFormService, flowInstanceService } from './form-service';
import { seedFlowDemo } from './seed';
import { flowTaskService } from './task-service';
import { startFlowTimers } from './timers';

export default defineServerModule({
  services: [flowTaskService, flowDefService, flowInstanceService, flowFormService, flowCategoryService],
  seed: seedFlowDemo,
  start: startFlowTimers,
  // a receipt in approval: who holds its task may save it when the tenant allows (or when the type names them reviewers)
  editInApproval: (db, a) => mayEditInApproval(db, a.tenantId, a.userId, a.entityCode, a.receiptId, a.reviewersParam),
  todoCount: openTaskCount,
});
