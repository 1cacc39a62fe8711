// The server side of 设备管理: the documents' services (check tasks, faults, repairs, operation
// records), generating check tasks by hand and every hour, the record hooks that keep the machines'
// equipment and maintenance status, and the demo year.
import { sql } from 'kysely';
import { defineServerModule, implement } from '../../../server/modules/types';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { notFound } from '../../../server/rpc/errors';
import { session } from '../../../server/rpc/registry';
import { equipmentMachineService, equipmentPlanService } from '../contracts';
import { MaintenancePlan } from '../entities/plan';
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
        // the plans the caller may see (data scope, row limit): a plan outside them is, to it, one
        // that does not exist (11); none named: every enabled plan it sees
        const visible = visibleFlag(await visibilityOf(ctx, await callerModel(ctx, MaintenancePlan.code)), 'p');
        const ids = [...new Set(pick.ids ?? [])];
        if (ids.length) {
          const seen = await sql<{ id: number }>`select p.id::int as id from ${sql.table(MaintenancePlan.table)} p where p.tenant_id = ${s.tenantId} and p.id in (${sql.join(ids)}) and ${visible}`.execute(s.db);
          const missing = ids.find((id) => !seen.rows.some((r) => r.id === id));
          if (missing !== undefined) throw notFound(ctx.lang === 'en_US' ? `Maintenance plan ${missing} not found` : `点检计划 ${missing} 不存在`);
        }
        const r = await generateTasks(s.db as never, s.tenantId, pick.date ?? todayIso(), { id: s.userId, name: s.userName }, ids, visible);
        const msg = ctx.lang === 'en_US' ? `${r.created} check tasks generated` : `生成点检任务 ${r.created} 条`;
        return { created: r.created, msg };
      },
    }),
    implement(equipmentMachineService, { live: (ctx, [q]) => liveMachines(ctx, q.ids) }),
  ],
});
