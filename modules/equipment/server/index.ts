// The server side of 设备管理: the documents' services (check tasks, faults, repairs, operation
// records), generating check tasks by hand and every hour, the record hooks that keep the machines'
// equipment and maintenance status, and the demo year.
import { defineServerModule, implement } from '../../../server/modules/types';
import { session } from '../../../server/rpc/registry';
import { equipmentMachineService, equipmentPlanService } from '../contracts';
import { equipmentStacks } from '../pages';
import { implementDocument } from '../../../server/records/document-service';
import { checkHooks } from './check-hooks';
import { startDailyChecks } from './daily';
import { seedEquipmentDemo } from './demo';
import { faultHooks } from './fault-hooks';
import { generateTasks } from './generate';
import { inspectHooks } from './inspect-hooks';
import { liveMachines } from './live';
import { operateHooks } from './operate-hooks';
import { safetyHooks } from './safety-hooks';
import { todayIso } from './periods';

export default defineServerModule({
  seed: seedEquipmentDemo,
  start: startDailyChecks,
  hooks: [...checkHooks, ...faultHooks, ...operateHooks, ...inspectHooks, ...safetyHooks],
  services: [
    implementDocument(equipmentStacks.CheckTask.service, {}),
    implementDocument(equipmentStacks.Issue.service, {}),
    implementDocument(equipmentStacks.Repair.service, {}),
    implementDocument(equipmentStacks.Inspection.service, {}),
    implementDocument(equipmentStacks.Operate.service, {}),
    implementDocument(equipmentStacks.Hazard.service, {}),
    implementDocument(equipmentStacks.Trapped.service, {}),
    implement(equipmentPlanService, {
      async generateTasks(ctx, [pick]) {
        const s = session(ctx);
        const r = await generateTasks(s.db as never, s.tenantId, pick.date ?? todayIso(), { id: s.userId, name: s.userName }, pick.ids ?? []);
        const msg = ctx.lang === 'en_US' ? `${r.created} check tasks generated` : `生成点检任务 ${r.created} 条`;
        return { created: r.created, msg };
      },
    }),
    implement(equipmentMachineService, { live: (ctx, [q]) => liveMachines(ctx, q.ids) }),
  ],
});
