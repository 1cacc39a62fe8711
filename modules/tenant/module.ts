// 租户管理 (tenant administration, platform tenant only): tenants with their admin user and
// default menus, lock and unlock, industries and the party-type labels they give, the modules
// each tenant uses, scheduled jobs across tenants, dictionary differences with the platform,
// data shared between tenants, and every login attempt.
import { defineModule } from '../../schemas/modules/define';
import { tenantMenu } from './menus';

export default defineModule({
  code: 'tenant',
  menus: { Web: [{ ...tenantMenu, after: 'mod.system' }] },
  server: () => import('./server'),
});
