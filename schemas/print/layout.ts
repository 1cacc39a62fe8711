// The print layout of a document, made from its entity's metadata and one record: a plain model
// (no drawing) that the server's PDF and workbook and the web's preview all render the same way.
//
// What goes where:
// - header fields: the entity's attributes in declaration order, except its code (printed beside
//   the title), file attributes, the totals below, and those the caller hides; receipts add their
//   status;
// - tables: every child table, all its attributes but files, a 序号 column first; a table sums
//   (合计 row) the columns its header totals sum (`sum(items.amount)`) and its own computed numbers;
// - totals: the header's NUMBER attributes the entity computes (`compute`, e.g. total_price =
//   sum(items.amount), tax, exclude_tax), plus totals by name that are stored rather than computed
//   (total_price, totalPrice, total_amount, amount_total …); money totals (2 decimals or the
//   Costs type) also get the 大写金额;
// - signatures: 制单 (the record's creator), 审核 (who audited it, while it stands audited), 经办, 签收.
import type { ChildDef, EntityDef } from '../entities/define';
import { sum } from '../compute/decimal';
import { compile } from '../compute/expr';
import { storageOf } from '../fieldTypes';
import { capitalAmount } from './capitalAmount';
import { attrLabel, dateTimeText, type FormatContext, groupThousands, isMoney, numberText, type PrintAttr, type PrintDicts, valueText } from './format';
import { PRINT_LABELS, type PrintLabels, type PrintLanguage } from './labels';

/** What printing reads of an entity: EntityMeta (datax.Entity/detail) has all of it. */
export interface PrintEntity {
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  receiptTypeCode?: string | null;
  attrs: readonly PrintAttr[];
  children: ReadonlyArray<{ key: string; name: string; nameIntl: Record<string, string>; attrs: readonly PrintAttr[] }>;
}

export interface PrintColumn {
  key: string;
  label: string;
  align: 'left' | 'right' | 'center';
  /** share of the table's width (the renderers scale the weights to the page) */
  weight: number;
}

export interface PrintTable {
  key: string;
  title: string;
  columns: PrintColumn[];
  /** one text per column, 序号 first */
  rows: string[][];
  /** the 合计 row (same columns), or null when no column is summed */
  sums: string[] | null;
}

export interface PrintTotal {
  code: string;
  label: string;
  figures: string;
  /** 大写金额 of a money total, else '' */
  capital: string;
}

export interface PrintLayout {
  lang: PrintLanguage;
  title: string;
  company: string;
  /** the document's code (its number), or its id when the entity has no code */
  code: string;
  codeLabel: string;
  /** wide fields (remarks, addresses) take a whole row */
  headerFields: Array<{ label: string; value: string; wide: boolean }>;
  tables: PrintTable[];
  totals: PrintTotal[];
  signatures: Array<{ label: string; name: string }>;
  printedAt: string;
  /** the fixed words (序号, 合计, 大写金额, page numbers …) in the layout's language */
  labels: PrintLabels;
}

export interface PrintOptions {
  lang?: PrintLanguage;
  /** the company printed at the top: the customer build's companyName / companyNameEn */
  company: string;
  /** the printing time (default now) */
  now?: Date;
  /** IANA time zone of printed times (default: the runtime's own) */
  timeZone?: string;
  /** the tenant's dictionary entries, to print dictionary codes by name */
  dicts?: PrintDicts;
  /** header attribute codes not to print */
  hide?: readonly string[];
  /** a title other than the entity's name */
  title?: string;
}

type Row = Record<string, unknown>;

/** totals stored under these names count even when the entity does not compute them */
const TOTAL_CODES = /^(total|total_?price|total_?amount|total_?money|amount_?total|sum_?amount)$/i;
/** wide header fields */
const WIDE_TYPES = new Set(['Remark']);

const isTotal = (a: PrintAttr) => a.dataTypeDict === 'NUMBER' && (!!a.compute || TOTAL_CODES.test(a.code));

function weightOf(a: PrintAttr): number {
  switch (a.dataTypeDict) {
    case 'QUOTE':
      return 2.2;
    case 'NUMBER':
    case 'DATE':
      return 1.2;
    case 'DATETIME':
      return 1.6;
    case 'BOOL':
      return 0.8;
    case 'DICT':
    case 'ENUM':
      return 1.1;
    default:
      return a.dataType === 'Remark' ? 2.6 : 1.8;
  }
}

/** `sum(child.field)` of the header's computed attributes, by child key */
function summedByHeader(entity: PrintEntity): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const a of entity.attrs) {
    if (!a.compute) continue;
    try {
      for (const [child, fields] of Object.entries(compile(a.compute).childFields)) {
        const set = out.get(child) ?? new Set<string>();
        for (const f of fields) set.add(f);
        out.set(child, set);
      }
    } catch {
      // a tenant expression that does not parse sums nothing here; saving it reports it
    }
  }
  return out;
}

function table(child: PrintEntity['children'][number], rows: readonly Row[], summedFields: Set<string> | undefined, ctx: FormatContext): PrintTable {
  const attrs = child.attrs.filter((a) => a.dataTypeDict !== 'FILES');
  const columns: PrintColumn[] = [
    { key: 'sn', label: ctx.labels.sn, align: 'center', weight: 0.6 },
    ...attrs.map((a) => ({ key: a.code, label: attrLabel(a, ctx.lang), align: a.dataTypeDict === 'NUMBER' ? ('right' as const) : ('left' as const), weight: weightOf(a) })),
  ];
  const summed = attrs.filter((a) => a.dataTypeDict === 'NUMBER' && (a.compute || summedFields?.has(a.code)));
  const sumText = (a: PrintAttr) => {
    const text = numberText(a, sum(rows.map((r) => r[a.code])));
    return isMoney(a) ? groupThousands(text) : text;
  };
  return {
    key: child.key,
    title: attrLabel(child, ctx.lang),
    columns,
    rows: rows.map((r, i) => [String(i + 1), ...attrs.map((a) => valueText(a, r[a.code], ctx))]),
    sums: summed.length && rows.length ? [ctx.labels.sum, ...attrs.map((a) => (summed.includes(a) ? sumText(a) : ''))] : null,
  };
}

function signatures(record: Row, labels: PrintLabels): PrintLayout['signatures'] {
  const status = (record.status_dict as { dict?: string } | null)?.dict;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const s = labels.signatures;
  return [
    { label: s.preparedBy, name: text(record.createName) },
    // an audit is the last write of a record that stands audited
    { label: s.approvedBy, name: status === 'Audit' ? text(record.modifyName) : '' },
    { label: s.handledBy, name: '' },
    { label: s.receivedBy, name: '' },
  ];
}

/** The print layout of one record of an entity. */
export function printLayout(entity: PrintEntity, record: Row, options: PrintOptions): PrintLayout {
  const lang = options.lang ?? 'zh_CN';
  const labels = PRINT_LABELS[lang];
  const ctx: FormatContext = { lang, labels, dicts: options.dicts, timeZone: options.timeZone };
  const hidden = new Set(options.hide ?? []);
  const codeAttr = entity.attrs.find((a) => a.code === 'code');
  const headerFields = entity.attrs
    .filter((a) => a !== codeAttr && a.dataTypeDict !== 'FILES' && !isTotal(a) && !hidden.has(a.code))
    .map((a) => ({ label: attrLabel(a, lang), value: valueText(a, record[a.code], ctx), wide: WIDE_TYPES.has(a.dataType) }));
  const status = record.status_dict as { name?: string } | null | undefined;
  if (entity.receiptTypeCode && status?.name) headerFields.push({ label: labels.status, value: status.name, wide: false });
  const sums = summedByHeader(entity);
  const totals = entity.attrs.filter(isTotal).map((a) => {
    const figures = valueText(a, record[a.code], ctx);
    return { code: a.code, label: attrLabel(a, lang), figures, capital: figures && isMoney(a) ? capitalAmount(record[a.code]) : '' };
  });
  return {
    lang,
    title: options.title ?? attrLabel(entity, lang),
    company: options.company,
    code: codeAttr ? valueText(codeAttr, record.code, ctx) : String(record.id ?? ''),
    codeLabel: codeAttr ? attrLabel(codeAttr, lang) : 'ID',
    headerFields,
    tables: entity.children.map((c) => table(c, Array.isArray(record[c.key]) ? (record[c.key] as Row[]) : [], sums.get(c.key), ctx)),
    totals,
    signatures: signatures(record, labels),
    printedAt: dateTimeText(options.now ?? new Date(), options.timeZone),
    labels,
  };
}

function printAttrOf(a: EntityDef['attrs'][number]): PrintAttr {
  return {
    code: a.code,
    name: a.name,
    nameIntl: { zh_CN: a.name, en_US: a.nameEn },
    dataType: a.dataType,
    dataTypeDict: storageOf(a),
    options: a.options ?? null,
    digits: a.digits ?? null,
    integer: !!a.integer || a.column === 'integer',
    dictCode: a.dict ?? null,
    compute: a.compute ?? null,
  };
}

/** The printing view of a declared entity (EntityMeta from the server carries the same). */
export function printEntityOf(def: Pick<EntityDef, 'code' | 'name' | 'nameEn' | 'attrs' | 'children' | 'receipt'>): PrintEntity {
  const child = ([key, c]: [string, ChildDef]) => ({ key, name: c.name, nameIntl: { zh_CN: c.name, en_US: c.nameEn }, attrs: c.attrs.map(printAttrOf) });
  return {
    code: def.code,
    name: def.name,
    nameIntl: { zh_CN: def.name, en_US: def.nameEn },
    receiptTypeCode: def.receipt?.typeCode ?? null,
    attrs: def.attrs.map(printAttrOf),
    children: Object.entries(def.children ?? {}).map(child),
  };
}
