// BOMs on the server: the active BOM of a material, the exploded tree (bom/explode.ts over the BOMs
// read level by level), the preview and getBomByMaterial calls, and the rule that refuses a BOM
// containing its own material at any level (after its create or modify, in the write's
// transaction, over every live BOM of the tenant whatever its status: enabling a version later
// must not close a loop).
import { type Kysely, sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import type { Lang } from '../../../server/i18n';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { notFound } from '../../../server/rpc/errors';
import { type BomInput, type ExplodedNode, explode, findCycle, flatten } from '../bom/explode';
import type { BomTreeNode } from '../contracts';
import { pm } from '../messages';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
type AnyDb = Kysely<any>;
type BomType = 'Sale' | 'Produce';

interface BomHeadRow {
  id: number;
  material_id: number;
  quantity: string;
  code: string;
}

/** The active BOM of each material: enabled, of the type asked (Produce first when none is), the newest. */
async function activeBoms(db: AnyDb, T: string, materialIds: number[], type?: BomType): Promise<Map<number, BomHeadRow>> {
  if (!materialIds.length) return new Map();
  const rows = (
    await sql<BomHeadRow>`select distinct on (material_id) id::int as id, material_id::int as material_id, quantity::text as quantity, code
                            from prd_bom where tenant_id = ${T} and material_id in (${sql.join(materialIds)}) and status = 'Enable'
                            ${type ? sql`and bom_type = ${type}` : sql``}
                            order by material_id, (bom_type = 'Produce') desc, id desc`.execute(db)
  ).rows;
  return new Map(rows.map((r) => [r.material_id, r]));
}

async function linesOf(db: AnyDb, T: string, bomIds: number[]) {
  if (!bomIds.length) return new Map<number, BomInput['lines'][number][]>();
  const rows = (
    await sql<{ owner_id: number; material_id: number; quantity: string; loss_rate: string | null; process_id: number | null; sn: number }>`
      select owner_id::int as owner_id, material_id::int as material_id, quantity::text as quantity, loss_rate::text as loss_rate, process_id::int as process_id, sn
        from prd_bom_item where tenant_id = ${T} and owner_id in (${sql.join(bomIds)}) order by owner_id, sn, id`.execute(db)
  ).rows;
  const out = new Map<number, BomInput['lines'][number][]>();
  for (const r of rows) out.set(r.owner_id, [...(out.get(r.owner_id) ?? []), { materialId: r.material_id, quantity: r.quantity, lossRate: r.loss_rate, processId: r.process_id, sn: r.sn }]);
  return out;
}

/** The BOMs the explosion of `root` meets, read level by level (the root by `rootBom` or its active BOM of `type`; below: active ones). */
async function bomClosure(db: AnyDb, T: string, root: number, rootBom: BomHeadRow | undefined, type?: BomType) {
  const boms = new Map<number, BomInput & { code: string }>();
  const seen = new Set<number>();
  let frontier = [root];
  let first = true;
  while (frontier.length) {
    for (const m of frontier) seen.add(m);
    const heads = first && rootBom ? new Map([[root, rootBom]]) : await activeBoms(db, T, frontier, first ? type : 'Produce');
    first = false;
    const lines = await linesOf(db, T, [...heads.values()].map((h) => h.id));
    const next = new Set<number>();
    for (const h of heads.values()) {
      const ls = lines.get(h.id) ?? [];
      boms.set(h.material_id, { id: h.id, code: h.code, materialId: h.material_id, quantity: h.quantity, lines: ls });
      for (const l of ls) if (!seen.has(l.materialId)) next.add(l.materialId);
    }
    frontier = [...next];
  }
  return boms;
}

/** The exploded tree of a material (or of one BOM) with material, process and BOM names. */
export async function bomTree(db: AnyDb, T: string, target: { materialId?: number; bomId?: number; bomType?: BomType }, quantity: number | string = 1, lang: Lang = 'zh_CN'): Promise<BomTreeNode | null> {
  let rootBom: BomHeadRow | undefined;
  let root = target.materialId;
  if (target.bomId) {
    rootBom = (await sql<BomHeadRow>`select id::int as id, material_id::int as material_id, quantity::text as quantity, code from prd_bom where tenant_id = ${T} and id = ${target.bomId}`.execute(db)).rows[0];
    if (!rootBom) throw notFound(pm(lang, 'bomMissing', { id: target.bomId }));
    root = rootBom.material_id;
  }
  const boms = await bomClosure(db, T, root!, rootBom, target.bomType);
  if (!boms.has(root!)) return null;
  const tree = explode(root!, (m) => boms.get(m), quantity);
  return decorate(db, T, tree, boms);
}

async function decorate(db: AnyDb, T: string, tree: ExplodedNode, boms: Map<number, BomInput & { code: string }>): Promise<BomTreeNode> {
  const all = flatten(tree);
  const materialIds = [...new Set(all.map((n) => n.materialId))];
  const processIds = [...new Set(all.map((n) => n.processId).filter((p): p is number => p !== null))];
  const materials = new Map(
    (await sql<{ id: number; code: string; name: string; spec: string | null; unit: string | null }>`select id::int as id, code, name, spec, unit from mdm_material where tenant_id = ${T} and id in (${sql.join(materialIds)})`.execute(db)).rows.map((r) => [r.id, r]),
  );
  const processes = processIds.length
    ? new Map((await sql<{ id: number; name: string }>`select id::int as id, name from mdm_process where tenant_id = ${T} and id in (${sql.join(processIds)})`.execute(db)).rows.map((r) => [r.id, r.name]))
    : new Map<number, string>();
  const codeOfBom = new Map([...boms.values()].map((b) => [b.id, b.code]));
  const named = (n: ExplodedNode): BomTreeNode => {
    const m = materials.get(n.materialId);
    return {
      materialId: n.materialId,
      code: m?.code ?? '',
      name: m?.name ?? '',
      spec: m?.spec ?? null,
      unit: m?.unit ?? null,
      level: n.level,
      perParent: n.perParent,
      quantity: n.quantity,
      processId: n.processId,
      processName: n.processId === null ? null : (processes.get(n.processId) ?? null),
      bomId: n.bomId,
      bomCode: n.bomId === null ? null : (codeOfBom.get(n.bomId) ?? null),
      children: n.children.map(named),
    };
  };
  return named(tree);
}

/** The active BOM's id of a material (the type asked, else Produce first), or null. */
export async function activeBomId(db: AnyDb, T: string, materialId: number, type?: BomType): Promise<number | null> {
  return (await activeBoms(db, T, [materialId], type)).get(materialId)?.id ?? null;
}

/** Child materials of every live BOM of the given materials (any status, any type), in BOM and line order. */
async function childrenOfAll(db: AnyDb, T: string, materialIds: number[]): Promise<Map<number, number[]>> {
  const rows = (
    await sql<{ parent: number; child: number }>`select b.material_id::int as parent, i.material_id::int as child
                                                   from prd_bom b join prd_bom_item i on i.owner_id = b.id and i.tenant_id = b.tenant_id
                                                  where b.tenant_id = ${T} and b.material_id in (${sql.join(materialIds)}) order by b.id, i.sn, i.id`.execute(db)
  ).rows;
  const out = new Map<number, number[]>(materialIds.map((m) => [m, []]));
  for (const r of rows) if (!out.get(r.parent)!.includes(r.child)) out.get(r.parent)!.push(r.child);
  return out;
}

/** After a BOM is saved: no line is its own material, and no level below leads back to it. */
async function refuseCycles(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const lang = ctx.writer.lang;
  const rec = (ctx.after ?? {}) as Record<string, unknown>;
  const root = refId(rec.material_id);
  if (!root) return;
  const lines = (rec.items as Array<Record<string, unknown>> | undefined) ?? [];
  const names = async (ids: number[]) =>
    new Map((await sql<{ id: number; name: string; code: string }>`select id::int as id, name, code from mdm_material where tenant_id = ${T} and id in (${sql.join(ids)})`.execute(ctx.trx)).rows.map((r) => [r.id, `${r.name}(${r.code})`]));
  if (lines.some((l) => refId(l.material_id) === root)) refuse(pm(lang, 'bomSelf', { material: (await names([root])).get(root) ?? String(root) }));
  // the graph of all live BOMs, read outward level by level from the saved BOM's material
  const graph = new Map<number, number[]>();
  let frontier = [root];
  while (frontier.length) {
    const found = await childrenOfAll(ctx.trx, T, frontier);
    for (const [m, cs] of found) graph.set(m, cs);
    frontier = [...new Set([...found.values()].flat())].filter((m) => !graph.has(m));
  }
  const path = findCycle(root, (m) => graph.get(m) ?? []);
  if (path) {
    const shown = await names([...new Set(path)]);
    refuse(pm(lang, 'bomCycle', { path: path.map((m) => shown.get(m) ?? String(m)).join(' → ') }));
  }
}

export const bomHooks: RecordHooks[] = [{ entity: 'Bom', actions: ['create', 'modify'], after: refuseCycles, keepsRecord: true }];
