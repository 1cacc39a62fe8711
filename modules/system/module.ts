// 系统管理 (system): users, roles and their data scopes, organisations, departments, persons,
// scheduled jobs (system/TriggerJob) — what an implementer and an administrator work with.
import { defineModule } from '../../schemas/modules/define';
import { Person, personDicts } from './entities/person';
import { TriggerJob, TriggerJobLog } from './entities/trigger-job';
import { ClientVersion } from './entities/versions';
import { systemMenu } from './menus';
import { personPages } from './pages/persons';
import { triggerJobPages } from './pages/trigger-jobs';
import { versionPages } from './pages/versions';

export default defineModule({
  code: 'system',
  entities: [TriggerJob, TriggerJobLog, Person, ClientVersion],
  pages: [...Object.values(triggerJobPages), ...Object.values(personPages), ...Object.values(versionPages)],
  dicts: personDicts,
  menus: { Web: [{ ...systemMenu, after: 'mod.meta' }] },
  // every user's own pages: the inbox (the shell's bell) and personal settings (read-only viewers
  // keep their narrow tree: tests/server/nav.test.ts)
  grants: Object.fromEntries((['warehouse', 'purchaser', 'operator'] as const).map((p) => [p, [{ pages: ['system/Message', 'system/Setting'], buttons: 'none' }]])),
  server: () => import('./server'),
});
