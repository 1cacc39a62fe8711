// The platform-owned tables of 租户管理 (migration 013) beside the core ones, and the system access
// its calls use on purpose: tenant administration reads and writes every tenant's rows, so it
// cannot go through the caller's tenant-scoped Kysely. Only handlers that have passed
// platformSession() (platform.ts) reach it.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { CallContext } from '../../../server/rpc/registry';

type Json<T> = ColumnType<T, string | T, string | T>;

export interface TradeTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  party_type: string;
  remark: string | null;
  sn: Generated<number>;
  create_dt: Generated<Date>;
  modify_dt: Generated<Date>;
}

/** A module a tenant switched off or on again (no row: enabled). Per tenant: tenant_id leads its key. */
export interface TenantAppTable {
  tenant_id: string;
  module_code: string;
  enabled: boolean;
  modify_name: string | null;
  modify_dt: Generated<Date>;
}

export interface DataShareTable {
  id: Generated<number>;
  source_tenant_id: string;
  target_tenant_id: string;
  entity_code: string;
  read_only: Generated<boolean>;
  remark: string | null;
  create_name: string | null;
  create_dt: Generated<Date>;
}

export interface AdminDB extends DB {
  trade: TradeTable;
  tenant_app: TenantAppTable;
  data_share: DataShareTable;
}

/** The system Kysely with the tables of this module. */
export function systemDb(ctx: CallContext): Kysely<AdminDB> {
  return ctx.env.db.system as unknown as Kysely<AdminDB>;
}

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : new Date(d).toISOString());

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
