// 租户管理 (tenant administration): System pages, shown to the platform tenant only. Replaces the
// catalogue's node of the same code (schemas/menus/web/platform.ts) with the buttons these pages use.
import { btn, detail, mod, ops, page } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

const sys = { system: true } as const;

export const TENANT_PAGES = {
  tenant: 'tenant/tenant',
  detail: 'tenant/Detail',
  apps: 'tenant/applist',
  trades: 'tenant/tradelist',
  trade: 'tenant/TradeDetail',
  jobs: 'tenant/GlobalJob',
  dictDiff: 'tenant/dictdiff',
  dataShare: 'tenant/datashare',
  loginLog: 'tenant/LoginLog',
} as const;

const P = TENANT_PAGES;

export const tenantMenu: MenuDef = mod(
  'tenant',
  '租户管理',
  'Tenants',
  'CrownOutlined',
  [
    page(P.tenant, '租户列表', 'Tenants', {
      ...sys,
      buttons: [
        ...ops('tenant.tenant', ['create', 'update', 'view'], P.detail),
        btn('tenant.tenant', 'lock', '锁定', 'Lock'),
        btn('tenant.tenant', 'unlock', '解锁', 'Unlock'),
      ],
    }),
    detail(P.detail, '租户详情', 'Tenant detail', sys),
    page(P.apps, '应用管理', 'Applications', { ...sys, buttons: ops('tenant.applist', ['enable', 'disable']) }),
    page(P.trades, '行业管理', 'Industries', { ...sys, buttons: ops('tenant.tradelist', ['create', 'update', 'delete'], P.trade) }),
    detail(P.trade, '行业详情', 'Industry detail', sys),
    page(P.jobs, '全局任务', 'Global jobs', { ...sys, buttons: [] }),
    page(P.dictDiff, '字典差异', 'Dictionary differences', { ...sys, buttons: [btn('tenant.dictdiff', 'sync', '同步', 'Synchronise')] }),
    page(P.dataShare, '数据共享', 'Data sharing', {
      ...sys,
      buttons: [btn('tenant.datashare', 'create', '授权', 'Grant'), btn('tenant.datashare', 'delete', '撤销授权', 'Revoke')],
    }),
    page(P.loginLog, '登录日志', 'Login logs', { ...sys, buttons: ops('tenant.loginLog', ['export']) }),
  ],
  sys,
);
