// Shared steps of the visibility tests: roles with chosen pages, their users, a small pool.
import type { Session } from '../../../schemas/rpc/portal';
import type { RoleView } from '../../../modules/system/contracts/roles';
import { ok, type TestServer } from '../../kit';

/** A role of the demo tenant with the data scope and the pages given; its id. */
export async function allocate(srv: TestServer, admin: Session, code: string, dataScope: string, menuIds: number[]): Promise<number> {
  const role = ok(await srv.call<RoleView>(admin, 'portal.Role', 'save', [{ code, name: code, dataScope }]));
  ok(await srv.call(admin, 'portal.MenuAlloc', 'create', [{ roleId: role.id, portalType: 'Web', menuIds }]));
  return role.id;
}

/** A user holding only that role, signed in. */
export async function makeUser(srv: TestServer, admin: Session, code: string, roleId: number): Promise<Session> {
  ok(await srv.call(admin, 'portal.User', 'save', [{ code, name: code, roleIds: [roleId], defaultRoleId: roleId, password: srv.encrypt('Visible@2024') }]));
  return srv.session('demo', code, 'Visible@2024');
}

/** Runs the tasks with at most `limit` at a time; their findings in one list. */
export async function pooled<T>(tasks: Array<() => Promise<T[]>>, limit: number): Promise<T[]> {
  const queue = [...tasks];
  const out: T[] = [];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) out.push(...(await task()));
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}
