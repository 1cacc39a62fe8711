// system.Dict (数据字典, system/Dict and system/DictDetail): the tenant's dictionaries and their
// entries, the same rows datax.Dict/listByCode serves to every Dict field of the product.
//
// Product-declared dictionaries and entries (the modules' `dicts:`) may be renamed, described,
// reordered, recoloured and disabled, never deleted nor given another code: code compares with
// their codes (409). A tenant's own dictionaries and entries may be deleted; a dictionary that one
// of the tenant's attributes names may not (409). A disabled entry stays readable on old records
// (listByCode answers it with `disabled: true`) but pickers do not offer it; a disabled dictionary
// disables all its entries so.
//
// Functions of 数据字典 (system.dict.*): create (a dictionary), update (a dictionary or its
// entries), delete (a dictionary or entries), import and export (entries, the dictionary data
// template). Reading needs the page (or its detail page).
import { z } from 'zod';
import { args, call, defineService, type Paged } from '../../../schemas/rpc/define';
import type { ImportResult } from '../../../schemas/rpc/datax';

export const DICT_PAGE = 'system/Dict';
export const DICT_DETAIL_PAGE = 'system/DictDetail';
/** POST [dictCode | null]: the entries of one dictionary (or of all) as .xlsx; GET: the empty template */
export const DICT_EXPORT_URL = '/download/dicts.xlsx';
export const DICT_TEMPLATE_URL = '/download/dict-template.xlsx';

/** antd's preset tag colours (and none): what an entry's tag may be. */
export const TAG_COLORS = ['magenta', 'red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'default'] as const;

export interface DictTypeView {
  code: string;
  name: string;
  nameEn: string;
  remark: string | null;
  /** 0 enabled, 1 disabled */
  status: 0 | 1;
  entryCount: number;
  /** declared by the product (not deletable, code fixed) */
  builtin: boolean;
  modifyName: string | null;
  modifyDt: string | null;
}

export interface DictEntryView {
  id: number;
  dictCode: string;
  code: string;
  name: string;
  nameEn: string;
  sn: number;
  /** 0 enabled, 1 disabled */
  status: 0 | 1;
  tagColor: string | null;
  builtin: boolean;
}

const code = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'may hold letters, digits, _ . - only');
const name = z.string().trim().min(1, 'is required').max(128);
const nameEn = z.string().trim().max(128).nullish();
const status = z.union([z.literal(0), z.literal(1)]);
export const tagColor = z.enum(TAG_COLORS).nullish();

export const dictInput = z.object({ code, name, nameEn, remark: z.string().trim().max(500).nullish(), status: status.optional() });
export type DictInput = z.infer<typeof dictInput>;

export const entryInput = z.object({
  /** absent: a new entry */
  id: z.number().int().positive().nullish(),
  code,
  name,
  nameEn,
  sn: z.number().int().min(0).max(1_000_000).optional(),
  status: status.optional(),
  tagColor,
});
export type EntryInput = z.infer<typeof entryInput>;

export const dictQuery = z.object({
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(500).default(20),
  /** code or name contains */
  keyword: z.string().trim().max(128).optional(),
  status: status.optional(),
  builtin: z.boolean().optional(),
});
export type DictQuery = z.input<typeof dictQuery>;

const dictCodeArg = z.string().trim().min(1, 'is required').max(64);
const read = { anyOf: [{ page: DICT_PAGE }, { page: DICT_DETAIL_PAGE }] } as const;

export const systemDict = defineService('system.Dict', {
  /** [query]: the tenant's dictionaries, product-declared and its own, by code */
  summary: call<[DictQuery], Paged<DictTypeView>>(args(['query', dictQuery]), { page: DICT_PAGE }),
  /** [dictCode]: one dictionary */
  info: call<[string], DictTypeView>(args(['dictCode', dictCodeArg]), read),
  /** [dict]: a new dictionary of the tenant */
  create: call<[DictInput], DictTypeView>(args(['dict', dictInput]), { page: DICT_PAGE, op: 'create' }),
  /** [dictCode, dict]: name, remark, status (and the code of the tenant's own) */
  update: call<[string, DictInput], DictTypeView>(args(['dictCode', dictCodeArg], ['dict', dictInput]), { page: DICT_PAGE, op: 'update' }),
  /** [dictCode]: a dictionary of the tenant's own with its entries */
  delete: call<[string], { removed: number }>(args(['dictCode', dictCodeArg]), { page: DICT_PAGE, op: 'delete' }),
  /** [dictCode]: its entries in order, disabled ones included */
  entries: call<[string], DictEntryView[]>(args(['dictCode', dictCodeArg]), read),
  /** [dictCode, entry]: adds (no id) or changes an entry */
  saveEntry: call<[string, EntryInput], DictEntryView>(args(['dictCode', dictCodeArg], ['entry', entryInput]), { page: DICT_PAGE, op: 'update' }),
  /** [dictCode, ids]: deletes entries of the tenant's own (all or none) */
  removeEntries: call<[string, number[]], { removed: number }>(
    args(['dictCode', dictCodeArg], ['ids', z.array(z.number().int().positive()).min(1, 'name at least one entry').max(1000)]),
    { page: DICT_PAGE, op: 'delete' },
  ),
  /** [fileId, dictCode | null]: entries from the dictionary data template, all or nothing */
  leadIn: call<[number, (string | null)?], ImportResult>(args(['fileId', z.number().int().positive()], ['dictCode', dictCodeArg.nullish()]), { page: DICT_PAGE, op: 'import' }),
});
