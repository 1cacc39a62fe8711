// The server side of 系统管理.
import { defineServerModule } from '../../../server/modules/types';
import { administrationHooks, administrationServices, seedAdministrationDemo } from './administration';
import { configService } from './config-service';
import { seedDictsDemo } from './dicts-demo';
import { registerDictRoutes } from './dicts-export';
import { dictService } from './dicts-service';
import { seedTriggerJobsDemo, startTriggerJobs, triggerJobHooks, triggerJobServices } from './jobs';
import { seedOpLogDemo } from './oplog-demo';
import { registerOpLogExport } from './oplog-export';
import { opLogService } from './oplog-service';
import { settingService } from './settings';
import { seedVersionsDemo, versionHooks, versionService } from './versions';

export default defineServerModule({
  services: [...triggerJobServices, ...administrationServices, opLogService, settingService, versionService, dictService, configService],
  hooks: [...triggerJobHooks, ...administrationHooks, ...versionHooks],
  seed: async (ctx) => {
    await seedTriggerJobsDemo(ctx);
    await seedAdministrationDemo(ctx);
    await seedDictsDemo(ctx);
    await seedOpLogDemo(ctx);
    await seedVersionsDemo(ctx.db, ctx.tenant.id, ctx.creator);
  },
  start: startTriggerJobs,
  routes: (app, env) => {
    registerOpLogExport(app, env);
    registerDictRoutes(app, env);
  },
});
