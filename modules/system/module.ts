// 系统管理 (system): users, roles and their data scopes, organisations, departments, persons,
// scheduled jobs (system/TriggerJob) — what an implementer and an administrator work with.
import { defineModule } from '../define';

export default defineModule({
  code: 'system',
  server: () => import('./server'),
});
