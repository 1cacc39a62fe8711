// The calls of 租户管理 (tenant administration). Every call but DataShare/summaryPage is the
// platform tenant's: the route checks the page's function, the handler that the caller is the
// platform (a business tenant holding the page still gets 4003). Paths are not in the spec.
import { z } from 'zod';
import { calendarText } from '../../schemas/rpc/dates';
import type { RecordQuery, RecordValue } from '../../schemas/rpc/datax';
import { recordQuery } from '../../schemas/rpc/datax';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';
import { TENANT_PAGES as P } from './menus';

/** Party types a tenant's industry gives (property management Owner, elevator maintenance Contractor, supervision department SupervisionDepartment); a missing or unknown industry: Other. */
export const PARTY_TYPES = ['Owner', 'Contractor', 'SupervisionDepartment', 'Other'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/** Tenant codes name the tenant in its URLs (/{code}/login): lower-case, digits, - and _. */
export const TENANT_CODE = /^[a-z0-9][a-z0-9_-]{1,63}$/;
export const TRADE_CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const TENANT_ID = z.string().regex(/^[0-9]{8}$/, 'must be a tenant id of 8 digits');

const paging = {
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(20),
};
const text = (max: number) => z.string().trim().max(max);
const idList = z.array(idArg).min(1, 'must name at least one').max(500);

// ---- tenants ---------------------------------------------------------------------------------------

export interface TenantView {
  id: string;
  code: string;
  name: string;
  industryCode: string | null;
  industryName: string | null;
  partyType: PartyType;
  /** 0 normal, 1 locked */
  status: number;
  userCount: number;
  createDt: string;
}

export interface TenantDetail extends TenantView {
  roleCount: number;
  lastLoginAt: string | null;
  /** modules switched off for the tenant */
  disabledApps: string[];
}

export const tenantQuery = z.object({
  code: text(64).optional(),
  name: text(128).optional(),
  industryCode: text(64).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  ...paging,
});
export type TenantQuery = z.input<typeof tenantQuery>;

export const tenantInput = z.object({
  code: z
    .string()
    .trim()
    .regex(TENANT_CODE, 'must be 2 to 64 lower-case letters, digits, - or _, starting with a letter or digit'),
  name: z.string().trim().min(1, 'is required').max(128),
  industryCode: z.string().trim().max(64).nullish(),
  /** the admin user's password, encrypted like a login's (portal.Login/publicKey); none: one is generated */
  adminPassword: z.string().min(1).max(2048).nullish(),
});
export type TenantInput = z.input<typeof tenantInput>;

export const tenantUpdate = z.object({
  id: TENANT_ID,
  name: z.string().trim().min(1, 'is required').max(128),
  industryCode: z.string().trim().max(64).nullish(),
});
export type TenantUpdate = z.input<typeof tenantUpdate>;

export interface TenantCreated {
  tenant: TenantView;
  admin: { code: string; name: string; roleCode: string };
  /** the generated password of the admin user: answered once, never stored in plain */
  generatedPassword: string | null;
}

const tenantIds = z.array(TENANT_ID).min(1, 'must name at least one').max(200);

export const tenantTenant = defineService('tenant.Tenant', {
  /** every tenant page picks tenants: any of them may list them */
  summaryPage: call<[TenantQuery], Paged<TenantView>>(args(['query', tenantQuery]), {
    anyOf: [P.tenant, P.apps, P.jobs, P.dictDiff, P.dataShare, P.loginLog].map((page) => ({ page })),
  }),
  /** [tenantId] */
  detail: call<[string], TenantDetail>(args(['tenantId', TENANT_ID]), { anyOf: [{ page: P.tenant }, { page: P.detail }] }),
  /** [{code, name, industryCode?, adminPassword?}]: the tenant, its admin role and user, menus and dictionaries */
  create: call<[TenantInput], TenantCreated>(args(['tenant', tenantInput]), { page: P.tenant, op: 'create' }),
  /** [{id, name, industryCode}]: the code names the tenant's URLs and does not change */
  update: call<[TenantUpdate], TenantView>(args(['tenant', tenantUpdate]), { page: P.tenant, op: 'update' }),
  /** [tenantIds]: locked tenants cannot log in, and their open sessions end */
  lock: call<[string[]], { locked: number }>(args(['tenantIds', tenantIds]), { page: P.tenant, op: 'lock' }),
  unlock: call<[string[]], { unlocked: number }>(args(['tenantIds', tenantIds]), { page: P.tenant, op: 'unlock' }),
});

// ---- industries ------------------------------------------------------------------------------------

export interface TradeView {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  partyType: PartyType;
  remark: string | null;
  sn: number;
  tenantCount: number;
}

export const tradeInput = z.object({
  id: idArg.optional(),
  code: z.string().trim().regex(TRADE_CODE, 'must start with a letter and hold only letters, digits and _ (at most 64)'),
  name: z.string().trim().min(1, 'is required').max(64),
  nameEn: z.string().trim().max(64).optional(),
  partyType: z.enum(PARTY_TYPES, { error: `must be one of ${PARTY_TYPES.join(', ')}` }),
  remark: z.string().trim().max(500).nullish(),
  sn: z.number().int().min(0).max(100000).optional(),
});
export type TradeInput = Omit<z.input<typeof tradeInput>, 'id'> & { id?: number };

const tradeQuery = z.object({ text: text(64).optional(), ...paging });

export const tenantTrade = defineService('tenant.Trade', {
  summaryPage: call<[{ text?: string; page?: number; pageSize?: number }], Paged<TradeView>>(args(['query', tradeQuery]), {
    anyOf: [{ page: P.trades }, { page: P.tenant }],
  }),
  detail: call<[number], TradeView>(args(['id', idArg]), { anyOf: [{ page: P.trades }, { page: P.trade }] }),
  /** [industryCode | null]: the party-type label the code gives (missing or unknown: Other) */
  partyType: call<[string | null], { industryCode: string | null; partyType: PartyType }>(args(['industryCode', z.string().max(64).nullable()]), {
    anyOf: [{ page: P.trades }, { page: P.tenant }],
  }),
  /** [trade]: creates it, or changes the one with the id */
  save: call<[TradeInput], TradeView>(args(['trade', tradeInput]), ([t]) => ({ page: P.trades, op: t.id ? 'update' : 'create' })),
  /** [ids]: industries no tenant is filed under */
  remove: call<[number[]], { removed: number }>(args(['ids', idList]), { page: P.trades, op: 'delete' }),
});

// ---- applications (the product's modules per tenant) -----------------------------------------------

export interface AppView {
  code: string;
  name: string;
  nameEn: string;
  enabled: boolean;
}

export const tenantApp = defineService('tenant.App', {
  /** [tenantId]: every module of the product and whether the tenant uses it (no row: enabled) */
  list: call<[string], AppView[]>(args(['tenantId', TENANT_ID]), { page: P.apps }),
  enable: call<[string, string[]], AppView[]>(args(['tenantId', TENANT_ID], ['moduleCodes', z.array(z.string().min(1).max(64)).min(1).max(100)]), { page: P.apps, op: 'enable' }),
  disable: call<[string, string[]], AppView[]>(args(['tenantId', TENANT_ID], ['moduleCodes', z.array(z.string().min(1).max(64)).min(1).max(100)]), { page: P.apps, op: 'disable' }),
});

// ---- scheduled jobs across tenants -----------------------------------------------------------------

export interface GlobalJobView {
  tenantId: string;
  tenantCode: string;
  tenantName: string;
  id: string;
  code: string | null;
  name: string | null;
  /** the job kind */
  handler: string | null;
  cron: string | null;
  enabled: boolean | null;
  lastRunAt: string | null;
  lastRunStatus: string | null;
  nextRunAt: string | null;
}

const jobQuery = z.object({ tenantId: TENANT_ID.optional(), text: text(128).optional(), ...paging });

export const tenantGlobalJob = defineService('tenant.GlobalJob', {
  /** [{tenantId?, text?}]: read-only; `available` is false while the product has no job table */
  summaryPage: call<[{ tenantId?: string; text?: string; page?: number; pageSize?: number }], Paged<GlobalJobView> & { available: boolean }>(
    args(['query', jobQuery]),
    { page: P.jobs },
  ),
});

// ---- dictionary differences ------------------------------------------------------------------------

export interface DictSide {
  name: string;
  nameEn: string;
  sn: number;
}
export type DictRowState = 'same' | 'onlyPlatform' | 'onlyTenant' | 'differs';
export interface DictDiffRow {
  code: string;
  state: DictRowState;
  platform: DictSide | null;
  tenant: DictSide | null;
}
export interface DictDiff {
  dictCode: string;
  rows: DictDiffRow[];
  onlyPlatform: number;
  onlyTenant: number;
  differs: number;
}

const dictCode = z.string().trim().min(1, 'is required').max(128);

export const tenantDictDiff = defineService('tenant.DictDiff', {
  /** [tenantId, dictCode?]: each dictionary of the platform or the tenant, entry by entry */
  compare: call<[string, (string | null)?], { tenantId: string; dicts: DictDiff[] }>(args(['tenantId', TENANT_ID], ['dictCode', dictCode.nullish()]), {
    page: P.dictDiff,
  }),
  /** [tenantId, dictCode, codes]: the platform's entries copied into the tenant (added or renamed) */
  sync: call<[string, string, string[]], DictDiff>(args(['tenantId', TENANT_ID], ['dictCode', dictCode], ['codes', z.array(z.string().min(1).max(128)).min(1).max(1000)]), {
    page: P.dictDiff,
    op: 'sync',
  }),
});

// ---- data shared between tenants -------------------------------------------------------------------

export interface DataShareView {
  id: number;
  sourceTenantId: string;
  sourceTenantCode: string;
  sourceTenantName: string;
  targetTenantId: string;
  targetTenantCode: string;
  targetTenantName: string;
  entityCode: string;
  entityName: string;
  readOnly: boolean;
  remark: string | null;
  createName: string | null;
  createDt: string;
}

export const shareInput = z.object({
  sourceTenantId: TENANT_ID,
  targetTenantId: TENANT_ID,
  entityCode: z.string().trim().min(1, 'is required').max(128),
  remark: z.string().trim().max(500).nullish(),
});
export type ShareInput = z.input<typeof shareInput>;

const shareQuery = z.object({ sourceTenantId: TENANT_ID.optional(), targetTenantId: TENANT_ID.optional(), entityCode: text(128).optional(), ...paging });

export const tenantDataShare = defineService('tenant.DataShare', {
  list: call<[{ sourceTenantId?: string; targetTenantId?: string; entityCode?: string; page?: number; pageSize?: number }], Paged<DataShareView>>(
    args(['query', shareQuery]),
    { page: P.dataShare },
  ),
  /** []: the entities that can be shared (the product's built-in ones) */
  entities: call<[], Array<{ code: string; name: string; nameEn: string }>>(args(), { page: P.dataShare }),
  /** [{sourceTenantId, targetTenantId, entityCode, remark?}]: read-only access of the target to the source's records */
  grant: call<[ShareInput], DataShareView>(args(['share', shareInput]), { page: P.dataShare, op: 'create' }),
  revoke: call<[number[]], { revoked: number }>(args(['ids', idList]), { page: P.dataShare, op: 'delete' }),
  /**
   * [sourceTenantId, query]: a target tenant reads the source tenant's records of a shared entity
   * (4003 without a grant). The caller's role must read that entity in its own tenant as well.
   */
  summaryPage: call<[string, RecordQuery], Paged<RecordValue>>(args(['sourceTenantId', TENANT_ID], ['query', recordQuery]), ([, q]) => ({
    entity: q.entityCode,
    op: 'read',
  })),
});

// ---- login log -------------------------------------------------------------------------------------

export interface LoginLogView {
  id: number;
  tenantId: string;
  tenantCode: string;
  tenantName: string;
  userId: number | null;
  userCode: string;
  ip: string;
  userAgent: string | null;
  portalType: string | null;
  success: boolean;
  message: string;
  createDt: string;
}

const dateText = calendarText(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date (YYYY-MM-DD) or a date-time');

export const loginLogQuery = z.object({
  tenantId: TENANT_ID.optional(),
  userCode: text(128).optional(),
  success: z.boolean().optional(),
  /** from this day (or instant) on */
  from: dateText.optional(),
  /** up to this day, inclusive (or this instant) */
  to: dateText.optional(),
  ip: text(64).optional(),
  ...paging,
});
export type LoginLogQuery = z.input<typeof loginLogQuery>;

/** POST here with [query]: every matching attempt as .xlsx (the session headers, never a token in the address). */
export const LOGIN_LOG_EXPORT_URL = '/download/login-log.xlsx';

export const tenantLoginLog = defineService('tenant.LoginLog', {
  summaryPage: call<[LoginLogQuery], Paged<LoginLogView>>(args(['query', loginLogQuery]), { page: P.loginLog }),
});
