// What 系统管理 serves besides the scheduled jobs: users, roles, organisations, departments,
// people and the permission definitions, with the people's record hooks and demo fix-up.
import type { SeedContext } from '../../../server/modules/types';
import { departmentService } from './organisation/departments';
import { organService } from './organisation/organs';
import { personHooks, personService, seedPersons } from './persons';
import { rightService } from './rights';
import { roleService } from './roles';
import { userService } from './users/service';

export const administrationServices = [roleService, userService, organService, departmentService, personService, rightService];
export const administrationHooks = personHooks;

export async function seedAdministrationDemo(ctx: SeedContext): Promise<void> {
  await seedPersons(ctx.db, ctx.tenant.id);
}
