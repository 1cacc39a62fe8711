// portal.organ: organisations the logged-in user may work under.
import { portalOrgan } from '../../schemas/rpc/portal';
import { implement } from '../modules/types';
import { type Registry, session } from '../rpc/registry';

export function register(reg: Registry) {
  reg.add(implement(portalOrgan, {
    async getOrgansOfLogin(ctx) {
      const s = session(ctx);
      const rows = await s.db
        .selectFrom('organ')
        .select(['id', 'code', 'name', 'parent_id'])
        .where('status_dict', '=', 0)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, parentId: r.parent_id }));
    },
  }));
}
