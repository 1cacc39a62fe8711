// project.Project/documents: the documents carrying a project's code, kind by kind, read as the
// caller's lists read them — only kinds the caller's role may read, its data scope and row limits
// applied, hidden amounts left out — and their sums, decimal-exact in SQL, against the budget.
import { Big } from '../../../schemas/compute/decimal';
import { type Kysely, sql } from 'kysely';
import { catalogue } from '../../../server/modules/catalogue';
import { requireAccess } from '../../../server/rpc/access';
import { callerModel, listForCaller } from '../../../server/records/context';
import { visibilityOf, whereVisible } from '../../../server/records/data-scope';
import { normaliseQuery } from '../../../server/records/list';
import { RpcError } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import type { ProjectDocument, ProjectDocumentKind, ProjectDocuments, ProjectSums } from '../contracts';
import { COUNTED_STATUSES, DOCUMENT_KINDS, type DocumentKind, LISTED } from '../document-kinds';
import { loadPlan } from './plan';

type Rec = Record<string, unknown>;
const nameOf = (v: unknown) => (v && typeof v === 'object' ? String((v as Rec).name ?? (v as Rec).code ?? '') || null : null);

/** One kind as the caller sees it, or null when its role may not read that kind at all. */
async function kindFor(ctx: CallContext, kind: DocumentKind, code: string): Promise<(ProjectDocumentKind & { counted: string | null }) | null> {
  try {
    await requireAccess(ctx, { entity: kind.entity, op: 'read' });
  } catch (e) {
    if (e instanceof RpcError) return null;
    throw e;
  }
  const model = await callerModel(ctx, kind.entity);
  const vis = await visibilityOf(ctx, model);
  const amountHidden = vis.hidden?.has(kind.amount) ?? false;
  const q = normaliseQuery({ entityCode: kind.entity, page: 1, pageSize: LISTED, filterMap: { project_dict: code }, sortField: kind.date, sortOrder: 'descend' });
  const list = await listForCaller(ctx, model, q, true);
  const rows: ProjectDocument[] = list.itemList.map((r: Rec) => ({
    id: Number(r.id),
    code: String(r.code ?? ''),
    date: r[kind.date] ? String(r[kind.date]).slice(0, 10) : null,
    party: nameOf(r[kind.party]),
    amount: amountHidden || r[kind.amount] == null ? null : new Big(String(r[kind.amount])).toFixed(2),
    status: nameOf(r.status_dict),
  }));
  let counted: string | null = null;
  if (!amountHidden) {
    // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
    const db = session(ctx).db as Kysely<any>;
    const sumQ = whereVisible(
      db
        .selectFrom(`${model.def.table} as t`)
        .select(sql<string>`coalesce(sum(${sql.ref(`t.${kind.amount}`)}), 0)::text`.as('sum'))
        .where('t.project_dict', '=', code)
        .where('t.status_dict', 'in', [...COUNTED_STATUSES]),
      vis,
    );
    counted = String((await sumQ.executeTakeFirst())?.sum ?? '0');
  }
  const page = catalogue().pagesOfEntity.get(kind.entity)?.[0]?.url ?? '';
  return { entity: kind.entity, group: kind.group, page, total: list.total, rows, sum: counted ?? '0', counted };
}

export async function projectDocuments(ctx: CallContext, projectId: number): Promise<ProjectDocuments> {
  // the project as the caller may see it (11 outside its data scope)
  const { project } = await loadPlan(ctx, projectId);
  const s = session(ctx);
  const budgetRow = await sql<{ budget: string }>`select coalesce(budget, 0)::text as budget from prj_project where tenant_id = ${s.tenantId} and id = ${project.id}`.execute(s.db);
  const kinds = (await Promise.all(DOCUMENT_KINDS.map(async (k) => [k, await kindFor(ctx, k, project.code)] as const))).filter(([, v]) => v !== null);
  const total = (which: DocumentKind['sum']) => kinds.filter(([k]) => k.sum === which).reduce((a, [, v]) => a.plus(v!.counted ?? 0), new Big(0));
  const budget = new Big(budgetRow.rows[0]?.budget ?? 0);
  const costs = total('costs');
  const sums: ProjectSums = {
    budget: budget.toFixed(2),
    ordered: total('ordered').toFixed(2),
    delivered: total('delivered').toFixed(2),
    purchased: total('purchased').toFixed(2),
    costs: costs.toFixed(2),
    remaining: budget.minus(costs).toFixed(2),
  };
  return { sums, kinds: kinds.map(([, v]) => ({ entity: v!.entity, group: v!.group, page: v!.page, total: v!.total, rows: v!.rows, sum: new Big(v!.sum).toFixed(2) })) };
}
