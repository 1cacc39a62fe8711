// The calls of 数据服务 (market/Api with its keys, market/Mask and datax/ApiMaskDetail,
// market/Integration, market/ApiLog, market/ServiceLog). The published services themselves answer
// on plain HTTP (GET /open-api/{tenant}/{path}, server/open-route.ts), not through these calls.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';

export const MP = {
  api: 'market/Api',
  mask: 'market/Mask',
  maskDetail: 'datax/ApiMaskDetail',
  integration: 'market/Integration',
  apiLog: 'market/ApiLog',
  serviceLog: 'market/ServiceLog',
} as const;

export const PARAM_TYPES = ['string', 'integer', 'number', 'date', 'boolean'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];
export const API_STATUSES = ['Draft', 'Published', 'Offline'] as const;
export type ApiStatus = (typeof API_STATUSES)[number];
export const MASK_KINDS = ['hide', 'partial', 'hash', 'replace'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];
/** the most rows one page of a service answers, whatever a service says */
export const PAGE_SIZE_CAP = 500;

const paging = {
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(20),
};
const text = (max: number) => z.string().trim().max(max);
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

const paramDef = z.object({
  name: z.string().regex(NAME, 'letters, digits and _ (a letter first)'),
  type: z.enum(PARAM_TYPES),
  required: z.boolean().default(false),
  default: z.string().max(200).nullish(),
});
export type ParamDef = z.output<typeof paramDef>;

export interface ApiView {
  id: number;
  code: string;
  name: string;
  path: string;
  sourceId: number;
  sourceName: string;
  mode: 'sql' | 'table';
  sql: string;
  tableName: string | null;
  tableColumns: string[];
  params: ParamDef[];
  fields: string[];
  pageSizeMax: number;
  status: ApiStatus;
  publishedAt: string | null;
  remark: string | null;
  version: number;
  /** calls logged today (UTC) */
  callsToday: number;
}

const apiInput = z.object({
  id: idArg.optional(),
  code: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ (up to 64)'),
  name: text(100).min(1, 'is required'),
  path: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}(\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){0,3}$/, 'letters, digits, - and _ in up to four parts joined by /'),
  sourceId: idArg,
  mode: z.enum(['sql', 'table']),
  sql: z.string().max(20_000).nullish(),
  tableName: text(200).nullish(),
  tableColumns: z.array(text(128).min(1)).max(200).default([]),
  params: z.array(paramDef).max(30).default([]),
  pageSizeMax: z.number().int().min(1).max(PAGE_SIZE_CAP).default(100),
  remark: text(500).nullish(),
  version: z.number().int().optional(),
});
export type ApiInput = Omit<z.input<typeof apiInput>, 'id' | 'sourceId'> & { id?: number; sourceId: number };

export interface KeyView {
  id: number;
  name: string;
  keyPrefix: string;
  keyGroup: string | null;
  apiIds: number[];
  apiNames: string[];
  quotaDay: number;
  rateMinute: number;
  expiresAt: string | null;
  enabled: boolean;
  remark: string | null;
  createDt: string;
  usedToday: number;
}
const keyInput = z.object({
  id: idArg.optional(),
  name: text(100).min(1, 'is required'),
  keyGroup: text(50).nullish(),
  apiIds: z.array(idArg).max(200).default([]),
  quotaDay: z.number().int().min(1, 'must be at least 1').max(10_000_000),
  rateMinute: z.number().int().min(1, 'must be at least 1').max(100_000),
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
  enabled: z.boolean().default(true),
  remark: text(500).nullish(),
});
export type KeyInput = Omit<z.input<typeof keyInput>, 'id' | 'apiIds'> & { id?: number; apiIds?: number[] };

export interface MaskView {
  id: number;
  apiId: number;
  apiName: string;
  apiCode: string;
  keyId: number | null;
  keyName: string | null;
  keyGroup: string | null;
  field: string;
  kind: MaskKind;
  keepFirst: number;
  keepLast: number;
  replacement: string | null;
  remark: string | null;
}
const maskInput = z.object({
  id: idArg.optional(),
  apiId: idArg,
  keyId: idArg.nullish(),
  /** every key of this group (not with keyId) */
  keyGroup: text(50).nullish(),
  field: text(128).min(1, 'is required'),
  kind: z.enum(MASK_KINDS),
  keepFirst: z.number().int().min(0).max(50).default(0),
  keepLast: z.number().int().min(0).max(50).default(0),
  replacement: text(200).nullish(),
  remark: text(500).nullish(),
});
export type MaskInput = Omit<z.input<typeof maskInput>, 'id' | 'apiId' | 'keyId'> & { id?: number; apiId: number; keyId?: number | null };

import { EVENT_ACTIONS, type EventAction, INTEGRATION_TRIGGERS, type IntegrationTrigger } from './triggers';

export { EVENT_ACTIONS, type EventAction, INTEGRATION_TRIGGERS, type IntegrationTrigger };

export interface IntegrationView {
  id: number;
  name: string;
  apiId: number;
  apiName: string;
  url: string;
  headers: Record<string, string>;
  params: Record<string, string>;
  trigger: IntegrationTrigger;
  cron: string | null;
  /** trigger 'record': the entity whose writes it posts, its name, and the writes */
  entityCode: string | null;
  entityName: string | null;
  actions: EventAction[];
  timeoutMs: number;
  retries: number;
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastStatus: string | null;
}
const integrationInput = z.object({
  id: idArg.optional(),
  name: text(100).min(1, 'is required'),
  apiId: idArg,
  url: z.string().trim().max(2000).url('must be an http(s) address'),
  headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'a header name'), z.string().max(1000)).default({}),
  params: z.record(z.string().regex(NAME), z.string().max(200)).default({}),
  trigger: z.enum(INTEGRATION_TRIGGERS),
  cron: text(100).nullish(),
  entityCode: text(100).nullish(),
  actions: z.array(z.enum(EVENT_ACTIONS)).max(EVENT_ACTIONS.length).default([]),
  timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
  retries: z.number().int().min(0).max(5).default(0),
  enabled: z.boolean().default(true),
});
export type IntegrationInput = Omit<z.input<typeof integrationInput>, 'id' | 'apiId'> & { id?: number; apiId: number };

export interface ApiLogView {
  id: number;
  at: string;
  keyId: number | null;
  keyName: string | null;
  apiId: number | null;
  apiCode: string | null;
  path: string;
  params: Record<string, string>;
  status: number;
  rowCount: number | null;
  ms: number;
  ip: string | null;
  error: string | null;
}
export interface ServiceLogView {
  id: number;
  at: string;
  action: string;
  apiId: number | null;
  apiCode: string | null;
  integrationId: number | null;
  integrationName: string | null;
  ok: boolean;
  attempts: number | null;
  httpStatus: number | null;
  ms: number | null;
  message: string | null;
  byName: string | null;
}

const ids = z.array(idArg).min(1).max(100);
const range = { from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() };

export const marketApi = defineService('datagov.MarketApi', {
  summaryPage: call<[{ text?: string; status?: ApiStatus; page?: number; pageSize?: number }], Paged<ApiView>>(
    args(['query', z.object({ ...paging, text: text(100).optional(), status: z.enum(API_STATUSES).optional() })]),
    { anyOf: [{ page: MP.api }, { page: MP.mask }, { page: MP.integration }, { page: MP.apiLog }, { page: MP.serviceLog }] },
  ),
  detail: call<[number], ApiView>(args(['id', idArg]), { anyOf: [{ page: MP.api }, { page: MP.maskDetail }] }),
  save: call<[ApiInput], ApiView>(args(['api', apiInput]), ([a]) => ({ page: MP.api, op: a.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', ids]), { page: MP.api, op: 'delete' }),
  publish: call<[number], ApiView>(args(['id', idArg]), { page: MP.api, op: 'publish' }),
  offline: call<[number], ApiView>(args(['id', idArg]), { page: MP.api, op: 'offline' }),
});

export const marketKey = defineService('datagov.MarketKey', {
  summaryPage: call<[{ text?: string; page?: number; pageSize?: number }], Paged<KeyView>>(
    args(['query', z.object({ ...paging, text: text(100).optional() })]),
    { anyOf: [{ page: MP.api }, { page: MP.mask }, { page: MP.apiLog }] },
  ),
  /** a new key answers its value once; an edit never does */
  save: call<[KeyInput], KeyView & { key?: string }>(args(['key', keyInput]), ([k]) => ({ page: MP.api, op: k.id ? 'updateKey' : 'createKey' })),
  remove: call<[number[]], { removed: number }>(args(['ids', ids]), { page: MP.api, op: 'deleteKey' }),
});

export const marketMask = defineService('datagov.MarketMask', {
  summaryPage: call<[{ apiId?: number; keyId?: number; page?: number; pageSize?: number }], Paged<MaskView>>(
    args(['query', z.object({ ...paging, apiId: idArg.optional(), keyId: idArg.optional() })]),
    { anyOf: [{ page: MP.mask }, { page: MP.maskDetail }] },
  ),
  save: call<[MaskInput], MaskView>(args(['mask', maskInput]), ([m]) => ({ page: MP.mask, op: m.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', ids]), { page: MP.mask, op: 'delete' }),
  /** what the service answers a key: its first rows with that key's rules applied */
  preview: call<[{ apiId: number; keyId?: number | null }], { fields: string[]; rows: Array<Record<string, unknown>> }>(
    args(['preview', z.object({ apiId: idArg, keyId: idArg.nullish() })]),
    { anyOf: [{ page: MP.mask }, { page: MP.maskDetail }] },
  ),
});

export const marketIntegration = defineService('datagov.MarketIntegration', {
  summaryPage: call<[{ text?: string; page?: number; pageSize?: number }], Paged<IntegrationView>>(
    args(['query', z.object({ ...paging, text: text(100).optional() })]),
    { page: MP.integration },
  ),
  save: call<[IntegrationInput], IntegrationView>(args(['integration', integrationInput]), ([i]) => ({ page: MP.integration, op: i.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', ids]), { page: MP.integration, op: 'delete' }),
  run: call<[number], ServiceLogView>(args(['id', idArg]), { page: MP.integration, op: 'run' }),
  /** the entities whose records the caller may see, with the actions each makes: what a record-event integration may listen to */
  entities: call<[], Array<{ code: string; name: string; actions: EventAction[] }>>(args(), { page: MP.integration }),
});

export const marketLog = defineService('datagov.MarketLog', {
  apiPage: call<[{ apiId?: number; keyId?: number; status?: number; from?: string; to?: string; page?: number; pageSize?: number }], Paged<ApiLogView>>(
    args(['query', z.object({ ...paging, apiId: idArg.optional(), keyId: idArg.optional(), status: z.number().int().optional(), ...range })]),
    { page: MP.apiLog },
  ),
  servicePage: call<[{ apiId?: number; action?: string; ok?: boolean; from?: string; to?: string; page?: number; pageSize?: number }], Paged<ServiceLogView>>(
    args(['query', z.object({ ...paging, apiId: idArg.optional(), action: text(20).optional(), ok: z.boolean().optional(), ...range })]),
    { page: MP.serviceLog },
  ),
});
