// The server side of production's master data: mdm.BOM, mdm.Equipment and mdm.ProcessRoute (the
// generic record calls bound to their entities, plus the BOM tree, the sheet import and a material's
// route), the factory calendar's calls, the rules (BOM cycles, one default route, shift rules) and
// the demo. The parts' server parts join after this one (the manifest lists them).
import { sql } from 'kysely';
import { defineServerModule } from '../../../server/modules/types';
import { callerModel, readForCaller } from '../../../server/records/context';
import { implementDocument } from '../../../server/records/document-service';
import { notFound } from '../../../server/rpc/errors';
import { session } from '../../../server/rpc/registry';
import { mdmBom, mdmEquipment, mdmProcessRoute } from '../contracts';
import { pm } from '../messages';
import { activeBomId, bomHooks, bomTree } from './bom';
import { importBoms } from './bom-import';
import { calendarService } from './calendar';
import { seedProductionDemo } from './demo';
import { ruleHooks } from './rules';

export default defineServerModule({
  services: [
    implementDocument(mdmBom, {
      async preview(ctx, [target, quantity]) {
        const s = session(ctx);
        const tree = await bomTree(s.db, s.tenantId, target, quantity ?? 1, ctx.lang);
        if (tree) return tree;
        const m = (await sql<{ name: string; code: string }>`select name, code from mdm_material where tenant_id = ${s.tenantId} and id = ${target.materialId ?? 0}`.execute(s.db)).rows[0];
        throw notFound(pm(ctx.lang, 'bomNone', { material: m ? `${m.name}(${m.code})` : String(target.materialId) }));
      },
      async getBomByMaterial(ctx, [materialId, options = {}]) {
        const s = session(ctx);
        const id = await activeBomId(s.db, s.tenantId, materialId, options.bomType);
        if (!id) return null;
        const bom = await readForCaller(ctx, await callerModel(ctx, 'Bom'), id);
        if (!options.explode) return { bom };
        const tree = await bomTree(s.db, s.tenantId, { bomId: id }, options.quantity ?? 1, ctx.lang);
        return { bom, tree: tree ?? undefined };
      },
      leadIn: (ctx, [fileId]) => importBoms(ctx, fileId),
    }),
    implementDocument(mdmEquipment, {}),
    implementDocument(mdmProcessRoute, {
      async getByMaterial(ctx, [materialId]) {
        const s = session(ctx);
        const row = (
          await sql<{ id: number }>`select m.route_id::int as id from prd_material_route m join prd_process_route r on r.id = m.route_id and r.tenant_id = m.tenant_id
                                     where m.tenant_id = ${s.tenantId} and m.material_id = ${materialId} and r.status = 'Enable' order by m.is_default desc, m.id desc limit 1`.execute(s.db)
        ).rows[0];
        return row ? readForCaller(ctx, await callerModel(ctx, 'ProcessRoute'), row.id) : null;
      },
    }),
    calendarService,
  ],
  hooks: [...bomHooks, ...ruleHooks],
  seed: seedProductionDemo,
});
