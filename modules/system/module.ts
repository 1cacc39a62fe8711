// 系统管理 (system): users, roles and their data scopes, organisations, departments, persons,
// scheduled jobs (system/TriggerJob) — what an implementer and an administrator work with.
import { defineModule } from '../define';
import { Person, personDicts } from './entities/person';
import { TriggerJob, TriggerJobLog } from './entities/trigger-job';
import { systemMenu } from './menus';
import { personPages } from './pages/persons';
import { triggerJobPages } from './pages/trigger-jobs';

export default defineModule({
  code: 'system',
  entities: [TriggerJob, TriggerJobLog, Person],
  pages: [...Object.values(triggerJobPages), ...Object.values(personPages)],
  dicts: personDicts,
  menus: { Web: [systemMenu] },
  server: () => import('./server'),
});
