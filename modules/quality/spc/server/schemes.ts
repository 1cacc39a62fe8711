// quality.Spc/schemes: the newest version of each scheme code with its numeric (and formula) items,
// for the page's pickers — read for whoever holds the page, within the tenant.
import { sql } from 'kysely';
import { type CallContext, session } from '../../../../server/rpc/registry';
import type { SpcScheme } from '../contracts';

const MAX_SCHEMES = 500;

export async function spcSchemes(ctx: CallContext): Promise<SpcScheme[]> {
  const { db, tenantId: T } = session(ctx);
  const { rows } = await sql<SpcScheme>`
    select s.id::int as id, s.code, s.scheme_name as name, coalesce(s.scheme_version, 1)::int as version, m.name as "materialName",
           coalesce((select json_agg(json_build_object('id', i.id::int, 'code', i.code, 'name', i.name) order by l.sn, l.id)
                       from quality_scheme_line l join quality_item i on i.tenant_id = l.tenant_id and i.id = l.item_id
                      where l.tenant_id = s.tenant_id and l.owner_id = s.id and i.kind <> 'Choice'), '[]'::json) as items
      from (select distinct on (code) * from quality_scheme where tenant_id = ${T} order by code, scheme_version desc nulls last, id desc) s
      left join mdm_material m on m.tenant_id = s.tenant_id and m.id = s.material_id
     order by s.code limit ${MAX_SCHEMES}`.execute(db);
  return rows;
}
