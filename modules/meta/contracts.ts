// datax.Metadata (and the same calls as `{app}.MetadataBean`): a tenant's own entities and the
// attributes it adds to any entity, at runtime (entities, attributes,
// relations, dynamic and extend values, sort update, cache flush). The paths are not in the spec;
// the names below are ours. Reading needs a login; writing needs the function codes of the
// meta/Entity page (meta.entity.create / update / delete).
import { z } from 'zod';
import { ATTR_CODE, ENTITY_CODE } from '../../schemas/entities/define';
import { STORABLE_TYPES, type StorableType } from '../../schemas/fieldTypes';
import type { EntityAttrMeta, EntityMeta, RecordValue } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg, type Paged, type Requirement } from '../../schemas/rpc/define';

export { ATTR_CODE, ENTITY_CODE };

/**
 * Data types an attribute can store: the field types declared storable (schemas/fieldTypes). The
 * others are display-only (Index, TableTools, Status, OrderBy) or refer to things that are not
 * entities yet (Settlement accounts, RelatedPurchase / RelatedSale receipts, Vform forms, PriceRanges).
 */
export { STORABLE_TYPES, type StorableType };

const option = z.object({ value: z.string().trim().min(1).max(64), label: z.string().trim().min(1).max(64), labelEn: z.string().trim().max(64).default('') });

export const attrInput = z.object({
  code: z.string().regex(ATTR_CODE, 'must start with a lower-case letter and hold only letters, digits and _ (at most 63)'),
  name: z.string().trim().min(1, 'is required').max(64),
  nameEn: z.string().trim().max(64).optional(),
  dataType: z.enum(STORABLE_TYPES, { error: `must be one of ${STORABLE_TYPES.join(', ')}` }),
  /** DateTime: a date without time */
  dateOnly: z.boolean().optional(),
  dictCode: z.string().trim().min(1).max(128).optional(),
  options: z.array(option).min(1).max(200).optional(),
  /** FuzzyCommon: the entity it refers to */
  quoteEntityCode: z.string().max(128).optional(),
  required: z.boolean().default(false),
  max: z.number().int().min(1).max(4000).optional(),
  noSpaces: z.boolean().optional(),
  unique: z.boolean().optional(),
  digits: z.object({ int: z.number().int().min(1).max(18), scale: z.number().int().min(0).max(6) }).optional(),
  min: z.number().optional(),
  positive: z.boolean().optional(),
  integer: z.boolean().optional(),
  when: z.enum(['past', 'future']).optional(),
  /** fuzzy (contains) search in lists: a trigram index is made for it */
  fuzzy: z.boolean().optional(),
  defaultValue: z.union([z.string().max(4000), z.number(), z.boolean()]).optional(),
  files: z.object({ accept: z.array(z.string().regex(/^[a-z0-9]{1,10}$/)).min(1).max(20), maxBytes: z.number().int().min(1).max(30 * 1024 * 1024), max: z.number().int().min(1).max(20).optional() }).optional(),
  queryDisplay: z.boolean().default(false),
  tableDisplay: z.boolean().default(true),
  tableWidth: z.number().int().min(0).max(2000).default(0),
  sn: z.number().int().min(0).optional(),
});
export type AttrInput = z.input<typeof attrInput>;

export const entityInput = z.object({
  code: z.string().regex(ENTITY_CODE, 'must start with an upper-case letter and hold only letters, digits and _ (at most 63)'),
  name: z.string().trim().min(1, 'is required').max(64),
  nameEn: z.string().trim().max(64).optional(),
  formId: z.string().max(128).optional(),
  sn: z.number().int().min(0).optional(),
});
export type EntityInput = z.input<typeof entityInput>;

/** One line of the entity list (meta/Entity). */
export interface EntitySummary {
  id: number;
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  /** declared in the product (its attributes can be extended) or defined by the tenant */
  builtin: boolean;
  attrCount: number;
  /** attributes the tenant added */
  extendedCount: number;
  /** list pages that show its records (built-in entities), for 查看数据 */
  pageUrls: string[];
}

/** A QUOTE link between two entities: `out` = this entity refers to another, `in` = referred to. */
export interface EntityRelation {
  direction: 'out' | 'in';
  entityCode: string;
  entityName: string;
  attrCode: string;
  attrName: string;
  quoteEntityCode: string;
  quoteEntityName: string;
}

const entityCode = z.string().min(1, 'is required').max(128);
const pageQuery = (defaultSize: number) =>
  z.object({
    text: z.string().max(128).optional(),
    page: z.number().int().min(1, 'must be at least 1').default(1),
    pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(defaultSize),
  });

const ENTITY_PAGE = 'meta/Entity';
/** Saving creates or changes: the route needs either function, the service checks which one applies. */
const createOrUpdate: Requirement[] = [{ page: ENTITY_PAGE, op: 'create' }, { page: ENTITY_PAGE, op: 'update' }];
const metaFn = (op: string): Requirement => ({ page: ENTITY_PAGE, op });

export const dataxMetadata = defineService('datax.Metadata', {
  /** [{text, page, pageSize = 30}]: built-in and tenant entities, code or name containing text */
  entities: call<[{ text?: string; page?: number; pageSize?: number }], Paged<EntitySummary>>(args(['query', pageQuery(30)]), 'session'),
  /** [entityCode]: the entity with every attribute (tenant-added ones have extended = true) */
  entity: call<[string], EntityMeta>(args(['entityCode', entityCode]), 'session'),
  /** [entity]: creates the tenant entity, or renames it when the code exists */
  saveEntity: call<[EntityInput], EntityMeta>(args(['entity', entityInput]), () => ({ anyOf: createOrUpdate })),
  /** [entityCode]: removes a tenant entity that has no records left (else 409) */
  removeEntity: call<[string], { removed: boolean }>(args(['entityCode', entityCode]), metaFn('delete')),
  /** [entityCode]: its attributes, built-in first, then the tenant's in their order */
  attributes: call<[string], EntityAttrMeta[]>(args(['entityCode', entityCode]), 'session'),
  /** [entityCode, attribute]: adds the attribute, or changes it when the code exists */
  saveAttribute: call<[string, AttrInput], EntityAttrMeta>(args(['entityCode', entityCode], ['attribute', attrInput]), () => ({ anyOf: createOrUpdate })),
  /** [entityCode, attrCode]: removes a tenant attribute and the values stored for it */
  removeAttribute: call<[string, string], { removed: boolean; clearedValues: number }>(
    args(['entityCode', entityCode], ['attrCode', z.string().min(1).max(63)]),
    metaFn('delete'),
  ),
  /** [entityCode, attrCodes]: the order of the tenant's attributes (sort update) */
  sortAttributes: call<[string, string[]], EntityAttrMeta[]>(args(['entityCode', entityCode], ['attrCodes', z.array(z.string().min(1).max(63)).min(1).max(500)]), metaFn('update')),
  /** [entityCode, {page, pageSize = 10}]: references from and to the entity */
  relations: call<[string, { text?: string; page?: number; pageSize?: number }], Paged<EntityRelation>>(args(['entityCode', entityCode], ['query', pageQuery(10)]), 'session'),
  /** [entityCode, ids]: records by id (any entity the caller may read), in the order asked */
  dynamicValues: call<[string, number[]], RecordValue[]>(args(['entityCode', entityCode], ['ids', z.array(idArg).min(1).max(500)]), ([entity]) => ({ entity, op: 'read' })),
  /** [entityCode, ids]: the tenant-added attribute values of records, by record id */
  extendValues: call<[string, number[]], Record<string, Record<string, unknown>>>(args(['entityCode', entityCode], ['ids', z.array(idArg).min(1).max(500)]), ([entity]) => ({ entity, op: 'read' })),
  /** [entityCode, recordId, values, version]: writes only tenant-added attributes of one record */
  saveExtendValues: call<[string, number, Record<string, unknown>, number], RecordValue>(
    args(['entityCode', entityCode], ['recordId', idArg], ['values', z.record(z.string(), z.unknown())], ['version', z.number().int().min(1)]),
    ([entity]) => ({ entity, op: 'update' }),
  ),
  /** []: forget this tenant's cached models on this instance (others follow tenant.meta_version) */
  flushCache: call<[], { flushed: true; version: number }>(args(), metaFn('update')),
});
