// The server side of 系统管理.
import { defineServerModule } from '../../../server/modules/types';
import { administrationHooks, administrationServices, seedAdministrationDemo } from './administration';
import { seedTriggerJobsDemo, startTriggerJobs, triggerJobHooks, triggerJobServices } from './jobs';

export default defineServerModule({
  services: [...triggerJobServices, ...administrationServices],
  hooks: [...triggerJobHooks, ...administrationHooks],
  seed: async (ctx) => {
    await seedTriggerJobsDemo(ctx);
    await seedAdministrationDemo(ctx);
  },
  start: startTriggerJobs,
});
