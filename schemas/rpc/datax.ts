// Contracts of the generic record calls (the list query shape, the dynamic data calls).
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged, type Requirement } from './define';
import { formDesign } from '../forms/design';
import type { FormDesign } from '../forms/types';

const atLeastOne = 'must be at least 1';

export const rangeValue = z.object({ first: z.unknown().optional(), second: z.unknown().optional() });

export const recordQuery = z.object({
  entityCode: z.string().min(1, 'is required').max(128),
  page: z.number({ error: 'must be a number' }).int().min(1, atLeastOne).default(1),
  pageSize: z.number({ error: 'must be a number' }).int().min(1, atLeastOne).max(1000).default(20),
  filterMap: z.record(z.string(), z.unknown()).default({}),
  fuzzyMap: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  rangeMap: z.record(z.string(), rangeValue).default({}),
  /** include child rows (receipt items) in each record */
  itemQueryAllTag: z.boolean().optional(),
  itemQuerier: z.unknown().optional(),
  attr1: z.unknown().optional(),
  sortField: z.string().max(128).optional(),
  sortOrder: z.enum(['ascend', 'descend', 'asc', 'desc']).optional(),
});
export type RecordQuery = z.input<typeof recordQuery>;

export interface StatusValue {
  dict: string;
  name: string;
}

/** A record as answered: attributes by code, references as {id, code, name}, audit fields. */
export type RecordValue = Record<string, unknown> & {
  id: number;
  version: number;
  status_dict: StatusValue;
};

export interface ImportResult {
  total: number;
  successCnt: number;
  createCnt: number;
  updateCnt: number;
  errors: Array<{ index: number; key: string; fields: Record<string, string> }>;
}

/** A record to save: its attributes by code; `id` (and `version`) when it exists. */
export const recordInput = z.object({ id: idArg.nullish() }).catchall(z.unknown());

/** The record a status move applies to (spec audit payload {url, entityCode, recordId, appCode}). */
export interface RecordTarget {
  entityCode: string;
  recordId: number;
  /** the version the user saw: a stale one is refused with 409 */
  version?: number;
  url?: string;
  appCode?: string;
}
const target = z.object({
  entityCode: z.string().min(1).max(128),
  recordId: idArg,
  version: z.number().int().min(1).optional(),
  url: z.string().max(512).optional(),
  appCode: z.string().max(128).optional(),
});

const read = (entity: string): Requirement => ({ entity, op: 'read' });
/** A status move, checked against the page it is made from when the target names one. */
const move = (op: string) => ([t]: [RecordTarget]): Requirement => ({ entity: t.entityCode, op, page: t.url ?? pageOfAppCode(t.appCode) });
/** a page's menu code is its url with `/` → `.` (mdm.Supplier ↔ mdm/Supplier) */
const pageOfAppCode = (code: string | undefined) => (code && /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)+$/.test(code) ? code.replace(/\./g, '/') : null);
const saveOp = (r: { id?: number | null }) => (r.id ? 'update' : 'create');

/** A page of records. `totalCapped`: more records match than were counted, `total` is the cap (10 000). */
export type RecordPage = Paged<RecordValue> & { totalCapped?: boolean };

export const dataxMetaDynamic = defineService('datax.MetaDynamic', {
  summaryPage: call<[RecordQuery], RecordPage>(args(['query', recordQuery]), ([q]) => read(q.entityCode)),
  /** all matching records (at most 5000), no paging */
  summary: call<[RecordQuery], { itemList: RecordValue[]; total: number }>(args(['query', recordQuery]), ([q]) => read(q.entityCode)),
  getValue: call<[string, number], RecordValue>(args(['entityCode', z.string().min(1)], ['id', idArg]), ([e]) => read(e)),
  /** create (no id) or modify (id + version): the attributes given; others keep their stored values */
  saveValue: call<[string, Record<string, unknown>], RecordValue>(args(['entityCode', z.string().min(1)], ['record', recordInput]), ([e, r]) => ({ entity: e, op: saveOp(r) })),
  batchSaveValue: call<[string, Array<Record<string, unknown>>], RecordValue[]>(
    args(['entityCode', z.string().min(1)], ['records', z.array(recordInput).min(1).max(1000)]),
    ([e, rs]) => [...new Set(rs.map(saveOp))].map((op) => ({ entity: e, op })),
  ),
  removeValue: call<[string, number[]], { removed: number }>(args(['entityCode', z.string().min(1)], ['ids', z.array(idArg).min(1).max(1000)]), ([e]) => ({ entity: e, op: 'delete' })),
  auditValue: call<[RecordTarget], RecordValue>(args(['target', target]), move('audit')),
  commitValue: call<[RecordTarget], RecordValue>(args(['target', target]), move('commit')),
  manualFinishValue: call<[RecordTarget], RecordValue>(args(['target', target]), move('manualFinish')),
  repealValue: call<[RecordTarget], RecordValue>(args(['target', target]), move('repeal')),
  leadIn: call<[{ entityCode: string; fileId: number; pageUrl?: string; mode?: 'allOrNothing' | 'skipErrors' }], ImportResult>(
    args([
      'import',
      z.object({
        entityCode: z.string().min(1),
        fileId: idArg,
        pageUrl: z.string().max(512).optional(),
        mode: z.enum(['allOrNothing', 'skipErrors']).default('allOrNothing'),
      }),
    ]),
    ([i]) => ({ entity: i.entityCode, op: 'import', page: i.pageUrl ?? null }),
  ),
});

export const metaMetaDynamic = defineService('meta.MetaDynamic', {
  summaryPage: dataxMetaDynamic.calls.summaryPage,
  summary: dataxMetaDynamic.calls.summary,
  deApproval: call<[RecordTarget], RecordValue>(args(['target', target]), move('deApproval')),
});

/** An entity's metadata for pages. */
export interface EntityMeta {
  id: number;
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  formId: string;
  /** receipt type code when the entity is a receipt */
  receiptTypeCode: string | null;
  /** a flow definition is attached (submit starts it) */
  hasFlow: boolean;
  tree: boolean;
  attrs: EntityAttrMeta[];
  /** child tables (receipt items, detail rows) by their JSON key */
  children: Array<{ key: string; name: string; nameIntl: Record<string, string>; min: number; attrs: EntityAttrMeta[] }>;
}

export interface EntityAttrMeta {
  id: number;
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  /** one of the spec's data types (String, Number, Supplier, Dict, ...) */
  dataType: string;
  /** DICT or QUOTE for dictionary and reference attributes, else the storage kind */
  dataTypeDict: 'DICT' | 'QUOTE' | 'STRING' | 'NUMBER' | 'BOOL' | 'DATE' | 'DATETIME' | 'FILES' | 'ENUM';
  quoteEntityCode: string | null;
  /** the form fields the picker narrows by: quoted attribute → field (`x`, or the header's `header.x`) */
  quoteScope?: Record<string, string> | null;
  dictCode: string | null;
  options: Array<{ value: string; label: string; labelEn: string }> | null;
  required: boolean;
  max: number | null;
  noSpaces: boolean;
  unique: boolean;
  digits: { int: number; scale: number } | null;
  positive: boolean;
  min: number | null;
  /** the largest value of a number (inclusive), when declared */
  maxValue?: number | null;
  integer: boolean;
  files: { accept: string[]; maxBytes: number; max: number } | null;
  when: 'past' | 'future' | null;
  defaultValue: unknown;
  queryDisplay: boolean;
  queryWidth: number;
  tableDisplay: boolean;
  tableWidth: number;
  /** added by the tenant at runtime (stored in the record's ext values) */
  extended: boolean;
  /** lists search it by "contains" (a trigram index) */
  fuzzy?: boolean;
  /** a computed attribute's expression (schemas/compute/expr.ts): read-only, evaluated live */
  compute?: string | null;
  /** a reference that fills fields of its row when picked: target attribute ← picked record's attribute */
  fill?: Record<string, string> | null;
  /** must differ from another field of its row: a clash clears the field entered and warns with the message */
  differsFrom?: { attr: string; message: { zh_CN: string; en_US: string } } | null;
  /** emptied, it empties these fields of its row */
  clearsWhenEmpty?: string[] | null;
}

/** A dictionary entry (spec: dict values code, dict, name). */
export interface DictValue {
  code: string;
  dict: string;
  name: string;
  nameIntl: Record<string, string>;
  /** the entry's tag colour (system/DictDetail), when it has one */
  tagColor?: string;
  /** a disabled entry (or one of a disabled dictionary): shown on the records that hold it, never offered in pickers */
  disabled?: true;
}

/** A fuzzy-search hit (spec: fuzzy values id, name, code). */
export interface FuzzyValue {
  id: number;
  code: string;
  name: string;
  /** a few more attributes the picker may show (e.g. spec, unit of a material) */
  extra?: Record<string, unknown>;
}

export const dataxEntity = defineService('datax.Entity', {
  /** [entityCode]: the entity's metadata (built-in and tenant-added attributes) */
  detail: call<[string], EntityMeta>(args(['entityCode', z.string().min(1).max(128)]), 'session'),
  /** [{entityCode, text, page, pageSize}]: code/name contains text; for reference pickers (page size 12 or 13) */
  fuzzyPage: call<[{ entityCode: string; text?: string; page?: number; pageSize?: number; ids?: number[]; where?: Record<string, number> }], Paged<FuzzyValue>>(
    args([
      'query',
      z.object({
        entityCode: z.string().min(1).max(128),
        text: z.string().max(128).optional(),
        page: z.number().int().min(1, atLeastOne).default(1),
        pageSize: z.number().int().min(1, atLeastOne).max(100).default(12),
        ids: z.array(idArg).max(100).optional(),
        /** records whose attribute equals the value (a position of a warehouse): references and whole numbers only */
        where: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/).max(64), idArg).optional(),
      }),
    ]),
    ([q]) => ({ entity: q.entityCode, op: 'lookup' }),
  ),
});

export const dataxDict = defineService('datax.Dict', {
  /** [dictCode]: the tenant's entries of one dictionary, in order */
  listByCode: call<[string], DictValue[]>(args(['dictCode', z.string().min(1).max(128)]), 'session'),
  /** [dictCodes]: several dictionaries at once, by code */
  listByCodes: call<[string[]], Record<string, DictValue[]>>(args(['dictCodes', z.array(z.string().min(1).max(128)).min(1).max(50)]), 'session'),
});

/** A form (the detail page of an entity) by its form id: the entity and the Form block's fields. */
export interface FormDefinition {
  formId: string;
  entityCode: string;
  /** url of the detail page that shows the form */
  url: string | null;
  entity: EntityMeta;
  /** the form designed on meta/Designer (the saved form JSON), null when none was */
  design: FormDesign | null;
  /** the saved design's version (send it back with the next save), null when none was */
  designVersion: number | null;
}

/** A saved form design (datax.Form/save, list). */
export interface FormDesignSummary {
  formId: string;
  entityCode: string;
  version: number;
  /** field nodes of the design */
  fieldCount: number;
  modifyName: string | null;
  modifyDt: string;
}

export interface FormDesignInput {
  formId: string;
  entityCode: string;
  schema: FormDesign;
  /** the version the designer loaded; absent for a new design (an existing one then answers 409) */
  version?: number;
}

/** A receipt type: the entity it is for (entity_code) and its bound flow (flow_id) */
export interface ReceiptType {
  entity_code: string;
  receipt_type_code: string | null;
  /** id of the flow definition (process version, a string like Flowable's "key:1:…") that a submit starts; null when the receipt has none */
  flow_id: string | null;
}

export const dataxWrappers = defineService('datax.MetaDynamic', {
  /** [fileId, pageUrl]: import into the entity of a low-code page (same answer as leadIn) */
  importByPage: call<[number, string], ImportResult>(args(['fileId', idArg], ['pageUrl', z.string().min(1).max(512)]), ([, page]) => ({ page, op: 'import' })),
  /** [query, columns]: sums of numeric columns over every record of the filter */
  columnSummary: call<[RecordQuery, string[]], Record<string, number>>(
    args(['query', recordQuery], ['columns', z.array(z.string().min(1).max(128)).min(1).max(50)]),
    ([q]) => read(q.entityCode),
  ),
});

const FORM_ID = z.string().trim().min(1, 'is required').max(128);
/** the form designer's page: saving and removing are its functions, listing needs the page */
const DESIGNER = 'meta/Designer';

export const dataxForm = defineService('datax.Form', {
  /** [formId]: the form's entity, its detail page and its design (null when none was saved) */
  getByFormId: call<[string], FormDefinition>(args(['formId', z.string().min(1).max(128)]), 'session'),
  /** [{formId, entityCode, schema, version?}]: saves the design (checked against the entity); stale version → 409 */
  save: call<[FormDesignInput], FormDesignSummary>(
    args(['design', z.object({ formId: FORM_ID, entityCode: z.string().min(1, 'is required').max(128), schema: formDesign, version: z.number().int().min(1).optional() })]),
    { page: DESIGNER, op: 'save' },
  ),
  /** []: the tenant's designed forms */
  list: call<[], FormDesignSummary[]>(args(), { page: DESIGNER }),
  /** [formId]: removes the design (the form falls back to the page's field metadata) */
  remove: call<[string], { removed: boolean }>(args(['formId', FORM_ID]), { page: DESIGNER, op: 'delete' }),
});

export const dataxReceiptType = defineService('datax.ReceiptType', {
  getByEntity: call<[string], ReceiptType>(args(['entityCode', z.string().min(1).max(128)]), 'session'),
});
