// The finance rules the record layer runs in every write's transaction (hooks): frozen accounts
// take no movement, a money line settles only documents of its own party, a write-off applies no
// more than the party's unapplied advances (and an advance in use cannot be withdrawn), a
// transfer needs two accounts, other income/expense lines name items of their kind, an invoice
// names an order of its side.
import { sql } from 'kysely';
import { entityByCode } from '../../../server/modules/catalogue';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import type { Lang } from '../../../server/i18n';
import { dec } from '../../../schemas/compute/decimal';
import { fm, name } from './messages';
import { refId } from '../../../schemas/refs';

type Rec = Record<string, unknown>;
const codeOf = (v: unknown): string | null => (v && typeof v === 'object' ? ((v as { dict?: string }).dict ?? null) : typeof v === 'string' ? v : null);
const refName = (v: unknown): string => (v && typeof v === 'object' ? String((v as { name?: unknown; code?: unknown }).name ?? (v as { code?: unknown }).code ?? '') : String(v ?? ''));
const rows = (r: Rec | null | undefined, child: string): Rec[] => ((r?.[child] as Rec[] | undefined) ?? []);
const childName = (ctx: HookContext, child: string) => {
  const c = ctx.model.def.children![child];
  return ctx.writer.lang === 'en_US' ? c.nameEn : c.name;
};
const lang = (ctx: HookContext): Lang => ctx.writer.lang;
/** The label of an enum attribute's value in the caller's language. */
const optionLabel = (ctx: HookContext, attr: string, value: unknown): string => {
  const code = codeOf(value);
  const o = ctx.model.def.attrs.find((a) => a.code === attr)?.options?.find((x) => x.value === code);
  return o ? (lang(ctx) === 'en_US' ? o.labelEn : o.label) : String(code ?? '');
};

// ---- frozen accounts ---------------------------------------------------------------------------

/** Where each document names the accounts its audit moves money through ('pays.account_id': a line's). */
const ACCOUNT_PATHS: Record<string, string[]> = {
  SaleDelivery: ['pays.account_id'],
  PurchaseArrival: ['pays.account_id'],
  FinIncome: ['account_id'],
  FinPayment: ['account_id'],
  FinOtherIncome: ['account_id'],
  FinOtherPayment: ['account_id'],
  ExpenseClaim: ['account_id'],
  FinTransfer: ['out_account_id', 'in_account_id'],
};

function accountsOf(rec: Rec, paths: string[]): number[] {
  const ids = paths.flatMap((p) => {
    const [a, b] = p.split('.');
    return b ? rows(rec, a).map((r) => refId(r[b])) : [refId(rec[a])];
  });
  return [...new Set(ids.filter((x): x is number => x !== null))];
}

async function refuseFrozen(ctx: HookContext): Promise<void> {
  const ids = accountsOf((ctx.before ?? {}) as Rec, ACCOUNT_PATHS[ctx.model.def.code]);
  if (!ids.length) return;
  const frozen = await ctx.trx.selectFrom('fin_account').select('name').where('id', 'in', ids).where('state', '=', 'Freeze').orderBy('id').executeTakeFirst();
  if (frozen) refuse(fm(lang(ctx), 'frozen', { name: frozen.name }));
}

// ---- a line settles documents of its own party ----------------------------------------------------

interface PartyRule {
  /** child rows holding `via` (absent: the header) */
  child?: string;
  via: string;
  /** the settled document's entity and its party column */
  source: string;
  sourceParty: string;
  /** the header attribute naming the party */
  party: 'customer_id' | 'supplier_id';
}

const PARTY_RULES: Record<string, PartyRule[]> = {
  FinIncome: [{ child: 'items', via: 'delivery_id', source: 'SaleDelivery', sourceParty: 'customer_id', party: 'customer_id' }],
  FinPayment: [
    { child: 'items', via: 'arrival_id', source: 'PurchaseArrival', sourceParty: 'supplier_id', party: 'supplier_id' },
    { child: 'items', via: 'purchase_id', source: 'PurchaseOrder', sourceParty: 'supplier_id', party: 'supplier_id' },
  ],
  FinWriteOff: [
    { child: 'items', via: 'delivery_id', source: 'SaleDelivery', sourceParty: 'customer_id', party: 'customer_id' },
    { child: 'items', via: 'arrival_id', source: 'PurchaseArrival', sourceParty: 'supplier_id', party: 'supplier_id' },
  ],
  FinInvoice: [
    { via: 'sale_order_id', source: 'SaleOrder', sourceParty: 'customer_id', party: 'customer_id' },
    { via: 'purchase_order_id', source: 'PurchaseOrder', sourceParty: 'supplier_id', party: 'supplier_id' },
  ],
};

async function refuseOtherParty(ctx: HookContext): Promise<void> {
  const rec = ctx.after as Rec;
  for (const rule of PARTY_RULES[ctx.model.def.code] ?? []) {
    const party = refId(rec[rule.party]);
    if (party === null) continue;
    const lines = rule.child ? rows(rec, rule.child) : [rec];
    const ids = [...new Set(lines.map((r) => refId(r[rule.via])).filter((x): x is number => x !== null))];
    if (!ids.length) continue;
    const table = entityByCode(rule.source)!.table;
    const found = await ctx.trx.selectFrom(table).select(['id', 'code', rule.sourceParty]).where('id', 'in', ids).execute();
    const owner = new Map(found.map((f: Rec) => [Number(f.id), { party: refId(f[rule.sourceParty]), code: String(f.code ?? f.id) }]));
    lines.forEach((r, i) => {
      const doc = owner.get(refId(r[rule.via]) ?? 0);
      if (!doc || doc.party === party) return;
      const who = name(lang(ctx), rule.party === 'customer_id' ? 'customer' : 'supplier');
      const msg = fm(lang(ctx), 'otherParty', { table: rule.child ? childName(ctx, rule.child) : '', row: i + 1, code: doc.code, party: who, name: refName(rec[rule.party]) });
      refuse(msg, 400, { fields: { [rule.child ? `${rule.child}[${i}].${rule.via}` : rule.via]: msg } });
    });
  }
}

// ---- payments: one document per line ------------------------------------------------------------------

function refuseTwoDocs(ctx: HookContext): void {
  rows(ctx.after as Rec, 'items').forEach((r, i) => {
    if (refId(r.arrival_id) !== null && refId(r.purchase_id) !== null) {
      const msg = fm(lang(ctx), 'twoDocs', { table: childName(ctx, 'items'), row: i + 1 });
      refuse(msg, 400, { fields: { [`items[${i}].purchase_id`]: msg } });
    }
  });
}

// ---- write-offs ------------------------------------------------------------------------------------------

const WRITE_OFF_SIDES = {
  Receivable: { party: 'customer_id', partyName: 'customer', line: 'delivery_id', lineName: 'delivery', other: 'arrival_id', otherName: 'arrival', advances: 'fin_income', advanceName: 'advanceReceipts' },
  Payable: { party: 'supplier_id', partyName: 'supplier', line: 'arrival_id', lineName: 'arrival', other: 'delivery_id', otherName: 'delivery', advances: 'fin_payment', advanceName: 'advancePayments' },
} as const;

function writeOffSide(rec: Rec) {
  return WRITE_OFF_SIDES[(codeOf(rec.write_off_type) ?? 'Receivable') as keyof typeof WRITE_OFF_SIDES];
}

function refuseWriteOffShape(ctx: HookContext): void {
  const rec = ctx.after as Rec;
  const side = writeOffSide(rec);
  const l = lang(ctx);
  const typeName = optionLabel(ctx, 'write_off_type', rec.write_off_type);
  if (refId(rec[side.party]) === null) refuse(fm(l, 'partyRequired', { type: typeName, party: name(l, side.partyName) }), 400, { fields: { [side.party]: fm(l, 'partyRequired', { type: typeName, party: name(l, side.partyName) }) } });
  rows(rec, 'items').forEach((r, i) => {
    const table = childName(ctx, 'items');
    if (refId(r[side.other]) !== null) refuse(fm(l, 'lineWrongDoc', { table, row: i + 1, doc: name(l, side.otherName) }), 400);
    if (refId(r[side.line]) === null) refuse(fm(l, 'lineDoc', { table, row: i + 1, doc: name(l, side.lineName) }), 400);
  });
}

/** A party's advances not yet applied: live receipts' (payments') advance part − live write-offs of its side. */
async function unappliedAdvance(ctx: HookContext, side: (typeof WRITE_OFF_SIDES)[keyof typeof WRITE_OFF_SIDES], party: number, leaveOut: number | null) {
  const tenant = ctx.writer.tenantId;
  // one write-off (or advance withdrawal) per party at a time: the second waits and sees the first
  await sql`select pg_advisory_xact_lock(hashtext(${`${tenant}:advance:${side.party}:${party}`}))`.execute(ctx.trx);
  const live = sql`status_dict in ('Audit', 'Finish', 'Manual')`;
  const r = await sql<{ advances: string | null; applied: string | null }>`
    select (select sum(advance_amount) from ${sql.table(side.advances)} where tenant_id = ${tenant} and ${sql.ref(side.party)} = ${party} and ${live}
              ${leaveOut === null ? sql`` : sql`and id <> ${leaveOut}`}) as advances,
           (select sum(total_amount) from fin_write_off where tenant_id = ${tenant} and ${sql.ref(side.party)} = ${party} and ${live}
              and write_off_type = ${side === WRITE_OFF_SIDES.Receivable ? 'Receivable' : 'Payable'}
              ${leaveOut === null ? sql`` : sql`and id <> ${leaveOut}`}) as applied`.execute(ctx.trx);
  return dec(r.rows[0]?.advances ?? 0)!.minus(dec(r.rows[0]?.applied ?? 0)!);
}

async function refuseShortAdvance(ctx: HookContext): Promise<void> {
  const rec = ctx.before as Rec;
  const side = writeOffSide(rec);
  const party = refId(rec[side.party]);
  if (party === null) return;
  const available = await unappliedAdvance(ctx, side, party, ctx.id ?? null);
  const asked = dec(rec.total_amount as string) ?? dec(0)!;
  if (asked.gt(available)) {
    const l = lang(ctx);
    refuse(fm(l, 'advanceShort', { what: name(l, side.advanceName), max: available.lt(0) ? '0' : available.toFixed(2), asked: asked.toFixed(2) }));
  }
}

/** Withdrawing a receipt (payment) must leave its party's write-offs covered by the advances that remain. */
async function refuseAdvanceInUse(ctx: HookContext): Promise<void> {
  const rec = ctx.before as Rec;
  const side = ctx.model.def.code === 'FinIncome' ? WRITE_OFF_SIDES.Receivable : WRITE_OFF_SIDES.Payable;
  const party = refId(rec[side.party]);
  const mine = dec(rec.advance_amount as string) ?? dec(0)!;
  if (party === null || mine.lte(0)) return;
  const status = codeOf(rec.status_dict);
  if (!['Audit', 'Finish', 'Manual'].includes(status ?? '')) return;
  const left = await unappliedAdvance(ctx, side, party, ctx.id ?? null);
  if (left.lt(0)) {
    const l = lang(ctx);
    refuse(fm(l, 'advanceShort', { what: name(l, side.advanceName), max: left.plus(mine).lt(0) ? '0' : left.plus(mine).toFixed(2), asked: mine.toFixed(2) }));
  }
}

// ---- transfers, other income/expense, invoices -------------------------------------------------------

function refuseSameAccount(ctx: HookContext): void {
  const rec = ctx.after as Rec;
  if (refId(rec.out_account_id) !== null && refId(rec.out_account_id) === refId(rec.in_account_id)) {
    const msg = fm(lang(ctx), 'sameAccount');
    refuse(msg, 400, { fields: { in_account_id: msg } });
  }
}

async function refuseWrongItemKind(ctx: HookContext, kind: 'Income' | 'Expense'): Promise<void> {
  const lines = rows(ctx.after as Rec, 'items');
  const ids = [...new Set(lines.map((r) => refId(r.item_id)).filter((x): x is number => x !== null))];
  if (!ids.length) return;
  const found = await ctx.trx.selectFrom('fin_income_expense').select(['id', 'kind', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(found.map((f: Rec) => [Number(f.id), f]));
  lines.forEach((r, i) => {
    const item = byId.get(refId(r.item_id) ?? 0);
    if (!item || item.kind === kind) return;
    const l = lang(ctx);
    const msg = fm(l, 'itemKind', { table: childName(ctx, 'items'), row: i + 1, name: String(item.name), kind: name(l, kind === 'Income' ? 'income' : 'expense') });
    refuse(msg, 400, { fields: { [`items[${i}].item_id`]: msg } });
  });
}

function refuseWrongInvoiceOrder(ctx: HookContext): void {
  const rec = ctx.after as Rec;
  const l = lang(ctx);
  const type = codeOf(rec.type_dict);
  const typeName = optionLabel(ctx, 'type_dict', rec.type_dict);
  if (type === 'SaleInvoice' && refId(rec.purchase_order_id) !== null) refuse(fm(l, 'invoiceOrder', { type: typeName, doc: name(l, 'purchaseOrder') }), 400);
  if (type !== 'SaleInvoice' && refId(rec.sale_order_id) !== null) refuse(fm(l, 'invoiceOrder', { type: typeName, doc: name(l, 'saleOrder') }), 400);
}

const SAVES = ['create', 'modify'] as const;

export const financeHooks: RecordHooks[] = [
  ...Object.keys(ACCOUNT_PATHS).map((entity): RecordHooks => ({ entity, actions: ['audit', 'deApproval'], before: refuseFrozen })),
  ...Object.keys(PARTY_RULES).map((entity): RecordHooks => ({ entity, actions: SAVES, after: refuseOtherParty, keepsRecord: true })),
  { entity: 'FinPayment', actions: SAVES, after: refuseTwoDocs, keepsRecord: true },
  { entity: 'FinWriteOff', actions: SAVES, after: refuseWriteOffShape, keepsRecord: true },
  { entity: 'FinWriteOff', actions: ['audit'], before: refuseShortAdvance },
  { entity: 'FinIncome', actions: ['deApproval', 'repeal'], before: refuseAdvanceInUse },
  { entity: 'FinPayment', actions: ['deApproval', 'repeal'], before: refuseAdvanceInUse },
  { entity: 'FinTransfer', actions: SAVES, after: refuseSameAccount, keepsRecord: true },
  { entity: 'FinOtherIncome', actions: SAVES, after: (ctx) => refuseWrongItemKind(ctx, 'Income'), keepsRecord: true },
  { entity: 'FinOtherPayment', actions: SAVES, after: (ctx) => refuseWrongItemKind(ctx, 'Expense'), keepsRecord: true },
  { entity: 'FinInvoice', actions: SAVES, after: refuseWrongInvoiceOrder, keepsRecord: true },
];
