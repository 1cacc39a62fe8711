// The one declaration of an entity. It drives the table DDL and indexes (server/records/ddl.ts),
// the zod validation of every write (validate.ts), the default page field metadata seeded for its
// pages (server/seed/pages.ts) and the import/export columns (server/records/excel/*).
// What an attribute's data type means (column, storage, reference target ...) is its field type:
// schemas/fieldTypes.
import { type ColumnKind, columnsOf, DATA_TYPES, type DataType, fieldTypeOf } from '../fieldTypes';

export { type ColumnKind, DATA_TYPES, type DataType };

/** Attribute codes: a JSON key and, for built-in tables, never a column name. */
export const ATTR_CODE = /^[a-z][a-zA-Z0-9_]{0,62}$/;
/** Entity codes: Pascal-case like the built-in ones (Supplier, Material ...). */
export const ENTITY_CODE = /^[A-Z][A-Za-z0-9_]{0,62}$/;

export interface AttrDef {
  /** column name (snake_case) and JSON key of records */
  code: string;
  name: string;
  nameEn: string;
  dataType: DataType;
  column: ColumnKind;
  required?: boolean;
  /** max characters (strings) */
  max?: number;
  /** no white space anywhere (codes) */
  noSpaces?: boolean;
  /** unique per organisation (or per tenant for entities without organisation) among live rows */
  unique?: boolean;
  /** digits before / after the decimal point (numbers) */
  digits?: { int: number; scale: number };
  /** minimum (inclusive) and whether 0 is allowed for numbers */
  min?: number;
  /** maximum (inclusive) of a number */
  maxValue?: number;
  /** a document number the server fills when left empty: this prefix + yyyyMMdd + a 4-digit serial */
  autoCode?: string;
  positive?: boolean;
  integer?: boolean;
  /** dictionary code (Dict) or fixed options (EnumType / Select) */
  dict?: string;
  options?: Array<{ value: string; label: string; labelEn: string }>;
  /** QUOTE: a reference to another entity, shown by these of its attributes */
  /**
   * `scope`: the quoted records offered and accepted are those whose attribute (key) equals the
   * form's field (value: a field of the same row, or the header's as `header.x`) — a position of
   * the chosen warehouse (server/records/scoped-refs.ts)
   */
  quote?: { entity: string; show: string[]; scope?: Record<string, string> };
  /** Enclosure: accepted extensions and size limit per file */
  files?: { accept: string[]; maxBytes: number; max?: number };
  defaultValue?: unknown;
  /** shown in the filter form / in the table (width in px; true = default width) */
  query?: boolean;
  table?: boolean | number;
  /** a date that must lie in the past / future */
  when?: 'past' | 'future';
  /** list index on this column (filters and sorts) */
  index?: boolean;
  /** fuzzy (contains) search on this column: trigram index */
  fuzzy?: boolean;
  /**
   * A computed attribute: an expression over the record's fields and line sums
   * (schemas/compute/expr.ts), e.g. 'quantity * unit_price' or 'sum(items.amount)'. Read-only in
   * forms, evaluated live there and by the server on every save (a client's value is ignored).
   */
  compute?: string;
  /**
   * A reference that fills other fields of its row when picked: target attribute ← attribute of
   * the picked record, e.g. a line's material fills { unit: 'unit', spec: 'spec', unit_price: 'sale_price' }.
   */
  fill?: Record<string, string>;
  /**
   * A row's field that must differ from another field of the same row (a transfer's from and to
   * positions): a form clears the one just entered on a clash and warns with the message [zh, en].
   * The server's rule for it is the entity's hook (it may say more, e.g. both empty).
   */
  differsFrom?: { attr: string; message: readonly [string, string] };
  /** emptied in a form, this field empties these fields of its row too (a quantity its per-package count) */
  clearsWhenEmpty?: readonly string[];
  /**
   * Kept by the engine, never taken from a client: a source's progress (arrived, delivered,
   * returned, paid … quantities and amounts) that later documents move when they are audited.
   */
  maintained?: boolean;
  /**
   * Derived when read, never stored: a SQL expression over the row (alias `t`) for facts that
   * change with the clock (a sale order's delivery alert from its delivery date and today). It has
   * no column, is never written, and filters and sorts like any field. Declared by the product,
   * never by tenants.
   */
  readSql?: string;
}

export const RECEIPT_STATUSES = ['Saved', 'Commit', 'Audit', 'Reject', 'DeApproval', 'Finish', 'Manual', 'Repeal', 'Ongoing'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export interface EntityDef {
  /**
   * Stable id, answered as EntityMeta.id and kept by clients: never a position in a list. Each
   * module takes its own block (modules/README.md); tenant-defined entities start at 1001.
   */
  id: number;
  code: string;
  name: string;
  nameEn: string;
  /** module folder (mdm, erp, wms ...) */
  module: string;
  /** table of a built-in entity */
  table: string;
  attrs: AttrDef[];
  /** rows form a tree through parent_id: a parent is never itself or a descendant, nodes with children are not deletable */
  tree?: boolean;
  /** the entity belongs to an organisation (organ_id column; uniqueness per organisation) */
  perOrgan?: boolean;
  /** child tables (receipt items, detail rows) keyed by their JSON field */
  children?: Record<string, ChildDef>;
  /**
   * A receipt: its type code (wms-entry, erp-purchase …) and whether a flow may be bound. `reviewersParam`: the tenant
   * parameter (server/config/params.ts) naming the users who may edit it while approving it even
   * when FlowCompleteEditAllow is off (a delivery apply's warehouse reviewers, gsReviewer).
   */
  receipt?: { typeCode: string; flow: boolean; reviewersParam?: string };
  /** the form code clients know it by when it is not the entity code (ExpenseClaim-Web) */
  formId?: string;
  /** attribute codes that identify a row for import (update instead of create) */
  importKey?: string[];
  /**
   * Who may look its records up by code and name (reference pickers, datax.Entity/fuzzyPage):
   * 'tenant' every user of the tenant (master data that other documents' forms pick), 'readers'
   * only roles that may read its records (the default).
   */
  lookup?: 'tenant' | 'readers';
  /**
   * Rows of this document that come from rows of another ("create from": an arrival's lines from
   * an order's lines, a payment's lines from arrivals). server/records/links.ts enforces them.
   */
  links?: LinkDef[];
  /** the stock its audit moves (server/stock; its un-audit moves it back exactly) */
  stock?: StockDef[];
}

/**
 * Stock a document moves when audited, one move per row of a child table. Attributes name the
 * row's own fields, or the header's as `header.<attr>` (a warehouse chosen once for every line).
 */
export interface StockDef {
  child: string;
  /**
   * in: into stock at the row's place; out: out of it (first in first out where the row leaves
   * position or batch open); transfer: out of the row's place into its `to` place at the price it
   * left with, batch by batch; adjust: the row's signed quantity in (above 0, at the moving average)
   * or out (below 0) at its exact place (a count's differences)
   */
  kind: 'in' | 'out' | 'transfer' | 'adjust';
  material: string;
  quantity: string;
  warehouse: string;
  area?: string;
  position?: string;
  batch?: string;
  container?: string;
  project?: string;
  /** in: the entry's unit price (absent: the warehouse's moving average) */
  price?: string;
  expiry?: string;
  supplier?: string;
  /** the ledger's name for the move (entry, delivery …; a transfer writes transferOut and transferIn): the standing book shows it */
  ledgerKind: string;
  /** transfer: where the goods go */
  to?: { warehouse: string; area?: string; position?: string };
}

/**
 * One "comes from" relation, declared on the target: a row of the target (a line of `child`, or
 * the header) names a source row (a line of `source.child`, or a source header) in `via`.
 * - limit: the measures of all live (not void) target rows naming one source row never exceed the
 *   source row's `limit` (two users converting the last remaining quantity: one wins);
 * - progress: when the target is audited its measures are added to the source row's `progress`
 *   attribute, and taken back when it is un-audited (the source is recomputed after);
 * - finish: the source document is Finish once every row's progress reaches its limit (and back
 *   to Audit when an un-audit takes it below);
 * - a source with live targets cannot be un-audited or removed;
 * - each pair of documents is a receipt path (meta.ReceiptPath/gainReceiptRoutes).
 */
export interface LinkDef {
  /** the conversion's name (purchaseToArrival …): the draft call of server/records/links.ts */
  code: string;
  /** what the target does to the source, for messages (超出可「到货」数量): zh_CN, en_US */
  verb: readonly [string, string];
  /** the target child table whose rows carry `via` (absent: the header) */
  child?: string;
  source: { entity: string; child?: string };
  /** target attribute holding the source row's id */
  via: string;
  /** target attribute holding the source document's id (a line's header link), kept in step with via */
  sourceHeader?: string;
  /** the target row's measure (quantity, amount) */
  measure: string;
  /** source row attribute capping the sum of live targets' measures */
  limit?: string;
  /** source row attribute that audited targets add their measure to */
  progress?: string;
  finish?: boolean;
  /** source statuses a target may come from (default: Audit) */
  from?: ReceiptStatus[];
  /** what a draft copies: target header attribute ← source header attribute */
  header?: Record<string, string>;
  /** what a draft copies per row: target row attribute ← source row attribute */
  row?: Record<string, string>;
}

export interface ChildDef {
  table: string;
  name: string;
  nameEn: string;
  attrs: AttrDef[];
  /** at least this many rows */
  min?: number;
}

type Opts = Partial<Omit<AttrDef, 'code' | 'name' | 'nameEn' | 'dataType' | 'column'>>;
/** An attribute of a data type, in the type's column or one of its variants (integer numbers, dates). */
const make = (dataType: DataType, column?: ColumnKind) => {
  const allowed = columnsOf(fieldTypeOf(dataType)!);
  const kind = column ?? allowed[0];
  if (!kind || !allowed.includes(kind)) throw new Error(`a ${dataType} attribute is not stored in a ${column ?? 'column'}`);
  return (code: string, name: string, nameEn: string, opts: Opts = {}): AttrDef => ({ code, name, nameEn, dataType, column: kind, ...opts });
};

/** Builders: one per common declaration shape, so entity files read like a table of fields. */
export const a = {
  string: make('String'),
  remark: make('Remark'),
  number: make('Number'),
  int: make('Number', 'integer'),
  bool: make('Bool'),
  dateTime: make('DateTime'),
  date: make('DateTime', 'date'),
  dict: (code: string, name: string, nameEn: string, dict: string, opts: Opts = {}) => make('Dict')(code, name, nameEn, { dict, ...opts }),
  enumType: (code: string, name: string, nameEn: string, options: NonNullable<AttrDef['options']>, opts: Opts = {}) =>
    make('EnumType')(code, name, nameEn, { options, ...opts }),
  quote: (dataType: DataType, code: string, name: string, nameEn: string, entity: string, opts: Opts = {}) =>
    make(dataType)(code, name, nameEn, { quote: { entity, show: ['code', 'name'] }, ...opts }),
  files: (code: string, name: string, nameEn: string, files: NonNullable<AttrDef['files']>, opts: Opts = {}) =>
    make('Enclosure')(code, name, nameEn, { files, ...opts }),
};

/** The code/name pair every master-data entity starts with (spec: codes no spaces, max 128, unique). */
export const codeAndName = (codeName = '编码', name = '名称', nameEn = 'Name'): AttrDef[] => [
  a.string('code', codeName, 'Code', { required: true, max: 128, noSpaces: true, unique: true, query: true, table: 140, index: true, fuzzy: true }),
  a.string('name', name, nameEn, { required: true, max: 128, query: true, table: 180, fuzzy: true }),
];

/** Enabled/disabled status of a master-data record (independent of its audit status). */
export const enableStatus = (): AttrDef =>
  a.enumType('status', '状态', 'Status', [
    { value: 'Enable', label: '启用', labelEn: 'Enabled' },
    { value: 'Disable', label: '停用', labelEn: 'Disabled' },
  ], { defaultValue: 'Enable', query: true, table: 80 });

export const PICTURE: NonNullable<AttrDef['files']> = { accept: ['jpg', 'png', 'jpeg'], maxBytes: 2 * 1024 * 1024, max: 5 };

export function entity(def: EntityDef): EntityDef {
  const codes = new Set<string>();
  for (const at of def.attrs) {
    if (codes.has(at.code)) throw new Error(`${def.code}: attribute ${at.code} declared twice`);
    codes.add(at.code);
  }
  return def;
}
