// Kysely table types. Every tenant-owned table has `tenant_id` (see TENANT_TABLES in scope.ts).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { StockTables } from '../stock/tables';

type Ts = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;

/** Who made and last changed a row, and when (the audit columns of every table that has them). */
export interface Audit {
  create_id: number | null;
  create_name: string | null;
  create_dt: Generated<Date>;
  modify_id: number | null;
  modify_name: string | null;
  modify_dt: Generated<Date>;
}

export interface TenantTable {
  id: string;
  code: string;
  name: string;
  industry_code: string | null;
  status: Generated<number>;
  menu_version: Generated<number>;
  meta_version: Generated<number>;
  /** the newest menu item already offered to the tenant's roles (006-menu-sync) */
  menu_synced_id: Generated<number>;
  /** dictionary codes already offered to the tenant (007) */
  dicts_offered: ColumnType<string[], string | undefined, string>;
  /** bumped by a trigger on any change of the tenant's parameters (015) */
  config_version: Generated<number>;
  /** the tenant's storage quota in bytes, set by the platform; null: the server's default (022) */
  file_quota_bytes: Generated<string | null>;
  create_dt: Generated<Date>;
}

export interface OrganTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  parent_id: number | null;
  belong_id: number | null;
  description: string | null;
  status_dict: Generated<number>;
  /** 014: users may register themselves under it; its functions (equipment, warehouse, quality) */
  allow_register_tag: Generated<boolean>;
  functions: ColumnType<string[], string | string[] | undefined, string | string[]>;
}

export interface DepartmentTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  organ_id: number;
  code: string;
  name: string;
  parent_id: number | null;
  type: Generated<string>;
  status_dict: Generated<number>;
  description: string | null;
}

export interface PersonTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  organ_id: number | null;
  department_id: number | null;
  email: string | null;
  phone: string | null;
  /** '1' employed, '2' quit (014: text, like every EnumType attribute) */
  working_state: Generated<string | null>;
  depart_id: number | null;
}

/** The departments a person belongs to (the Person entity's `departments` lines). */
export interface PersonDepartmentTable {
  id: Generated<number>;
  tenant_id: string;
  owner_id: number;
  sn: Generated<number>;
  department_id: number | null;
}

export interface RoleTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  default_tag: Generated<boolean>;
  data_scope: Generated<string>;
  category: string | null;
  level: Generated<number>;
  login_type: Generated<string>;
  merged_login: Generated<boolean>;
  home_page: string | null;
  skin: string | null;
  description: string | null;
  /** 0 enabled, 1 disabled */
  status_dict: Generated<number>;
  /** the profile the role was made from (seed), whose new menu items it receives; null: none */
  profile: string | null;
}

/** The permission definition tree (014): groups and data items of a tenant. */
export interface RightDefTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  parent_id: number | null;
  kind: string;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  options: Json<Array<{ value: string; label: string; labelEn?: string }> | { min?: number; max?: number }>;
  sn: Generated<number>;
  description: string | null;
}

/** A role's value of a permission item (014). */
export interface RoleRightTable {
  tenant_id: string;
  role_id: number;
  right_id: number;
  value: Json<unknown>;
}

export interface AppUserTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  person_id: number | null;
  organ_id: number | null;
  password_hash: string;
  /** 0 Normal, 1 Restricted */
  state: Generated<number>;
  /** 0 normal user, 1 system administrator */
  kind: Generated<number>;
  default_role_id: number | null;
  language: Generated<string>;
}

export interface UserRoleTable {
  tenant_id: string;
  user_id: number;
  role_id: number;
}

/** The platform's menu catalogue (not tenant-owned): modules, pages, buttons of each portal. */
export interface MenuTable {
  id: Generated<number>;
  portal_type: string;
  parent_id: number | null;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  url: string | null;
  remark: string | null;
  icon: string | null;
  type: number;
  sn: number;
  lowcode_tag: Generated<boolean>;
  params: string | null;
  page_type: Generated<string>;
  hidden: Generated<boolean>;
  function_control_tag: Generated<boolean>;
  need_copy: Generated<boolean>;
  unique_keys: Json<string[]>;
  detail_path: string | null;
  template_code: string | null;
  detail_app_code: string | null;
  /** the tenant that made the item (menu designer); null: the product's catalogue */
  owner_tenant_id: string | null;
}

/** A role's allocation of a menu item (tree of its own; copies carry their own code/url). */
export interface MenuAllocTable {
  id: Generated<number>;
  tenant_id: string;
  role_id: number;
  portal_type: string;
  menu_id: number;
  parent_id: number | null;
  target_menu_id: number | null;
  type: number;
  sn: number;
  name: string | null;
  name_intl: Json<Record<string, string>> | null;
  code: string | null;
  url: string | null;
  copy_tag: Generated<boolean>;
  /** the allocation has its own field list (page_field rows with alloc_id = this id) */
  own_fields: Generated<boolean>;
  /** menu limit conditions of the page ({positive, reverse}; null: none) */
  limits: ColumnType<{ positive: unknown[]; reverse: unknown[] } | null, string | null | undefined, string | null>;
}

export interface FieldPlateTable {
  id: Generated<number>;
  menu_id: number;
  code: string;
  name: string;
  sn: number;
}

/** Field metadata of a page, per block (Header, Item, Form, Table). */
export interface PageFieldTable {
  id: Generated<number>;
  menu_id: number;
  block: string;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  data_type: string;
  display_tag: boolean;
  edit_tag: boolean;
  required_tag: boolean;
  width: number;
  field_length: number | null;
  default_value: string | null;
  limit_value: string | null;
  pre_fun: string | null;
  field_script: string | null;
  multiple_tag: boolean;
  extended_tag: boolean;
  sn: number;
  belong_plate_id: number | null;
  /** the plate's code ('' outside plates): fields are unique per page, block and plate */
  plate_code: Generated<string>;
  /** the tenant whose own page this is (null: the product's page) */
  owner_tenant_id: string | null;
}

/** A role's own field list of an allocated page: the page's fields copied and changed (menu_alloc.own_fields). */
export type AllocFieldTable = Omit<PageFieldTable, 'owner_tenant_id'> & { tenant_id: string; alloc_id: number };

export interface FileTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  size: number;
  mime: string | null;
  storage_key: string;
  sha256: string;
  create_id: number | null;
  create_name: string | null;
  create_dt: Generated<Date>;
  /** the record the file is attached to (null until a saved record names it) */
  entity_code: string | null;
  record_id: number | null;
}

/** The bytes of a stored file, a mebibyte a row (file-store.ts), under the file row's storage_key. */
export interface FileChunkTable {
  tenant_id: string;
  storage_key: string;
  seq: number;
  bytes: Buffer;
  create_dt: Generated<Date>;
}

export interface LoginLogTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number | null;
  user_code: string;
  ip: string;
  user_agent: string | null;
  portal_type: string | null;
  success: boolean;
  message: string;
  create_dt: Generated<Date>;
}

export interface UserSessionTable {
  id: string;
  tenant_id: string;
  user_id: number;
  role_id: number;
  portal_type: string;
  create_dt: Generated<Date>;
  revoked_at: Ts | null;
}

export interface MessageTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: number;
  title: string;
  content: string | null;
  read_at: Ts | null;
  create_id: number | null;
  create_name: string | null;
  create_dt: Generated<Date>;
}

export interface DictTable {
  id: Generated<number>;
  tenant_id: string;
  dict_code: string;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  sn: number;
  status: Generated<number>;
  /** an entry's tag colour (015) */
  tag_color: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A dictionary's own row (015): a product-declared one has one only once the tenant changed it. */
export interface DictTypeTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  remark: string | null;
  status: Generated<number>;
}

/** A tenant's value of a declared parameter (015; server/config/params.ts). */
export interface TenantConfigTable {
  tenant_id: string;
  key: string;
  value: Json<unknown>;
  modify_id: number | null;
  modify_name: string | null;
  modify_dt: Generated<Date>;
}

export interface MetaEntityTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  form_id: string | null;
  receipt_type_code: string | null;
  has_flow: Generated<boolean>;
  sn: Generated<number>;
}

export interface MetaAttrTable {
  id: Generated<number>;
  tenant_id: string;
  entity_code: string;
  code: string;
  name: string;
  name_intl: Json<Record<string, string>>;
  data_type: string;
  column_kind: string;
  quote_entity_code: string | null;
  dict_code: string | null;
  options: Json<Array<{ value: string; label: string; labelEn: string }> | null>;
  required: Generated<boolean>;
  max_len: number | null;
  query_display: Generated<boolean>;
  query_width: Generated<number>;
  table_display: Generated<boolean>;
  table_width: Generated<number>;
  sn: Generated<number>;
  rules: Json<Record<string, unknown>>;
  create_dt: Generated<Date>;
}

export interface MetaRecordTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  entity_code: string;
  code: string | null;
  status_dict: Generated<string>;
  version: Generated<number>;
  data: Json<Record<string, unknown>>;
}

/** The tables of the core; modules add theirs by declaration merging (`declare module '…/server/db/types'`). */
export interface DB extends StockTables {
  dict: DictTable;
  dict_type: DictTypeTable;
  tenant_config: TenantConfigTable;
  tenant: TenantTable;
  organ: OrganTable;
  department: DepartmentTable;
  person: PersonTable;
  person_department: PersonDepartmentTable;
  role: RoleTable;
  app_user: AppUserTable;
  user_role: UserRoleTable;
  right_def: RightDefTable;
  role_right: RoleRightTable;
  menu: MenuTable;
  menu_alloc: MenuAllocTable;
  field_plate: FieldPlateTable;
  page_field: PageFieldTable;
  alloc_field: AllocFieldTable;
  file: FileTable;
  file_chunk: FileChunkTable;
  login_log: LoginLogTable;
  user_session: UserSessionTable;
  message: MessageTable;
  meta_entity: MetaEntityTable;
  meta_attr: MetaAttrTable;
  meta_record: MetaRecordTable;
}

export type MenuRow = Selectable<MenuTable>;
export type AppUserRow = Selectable<AppUserTable>;
export type RoleRow = Selectable<RoleTable>;
