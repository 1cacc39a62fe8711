// A module's manifest: everything the product knows of a business module, declared in one
// folder (modules/<code>/) and listed once in modules/index.ts. The declarative part (entities,
// pages, menus, dictionaries, demo-role grants) is read by server and tests alike; the server
// part (calls, record hooks, demo data) loads lazily so declarations never import server code.
// The web part (modules/<code>/web/index.ts: routes, actions, receipt views …) is found by
// modules/web.ts and installed by the web app after login.
import type { EntityDef } from '../entities/define';
import type { MenuDef, PortalType } from '../menus/types';
import type { PageDef } from '../pages/types';
import type { ReportDef } from '../reports/define';
import type { Migration } from 'kysely';
import type { ParamDef } from '../../server/config/params';
import type { ServerModule } from '../../server/modules/types';

/** A dictionary entry a tenant starts with: [code, zh_CN name, en_US name]. */
export type DictEntry = readonly [code: string, name: string, nameEn: string];

/** Demo role profiles of the seed (README lists the roles that carry them). */
export const ROLE_PROFILES = ['all', 'warehouse', 'purchaser', 'viewer', 'operator'] as const;
export type RoleProfile = (typeof ROLE_PROFILES)[number];

/** What a role profile gets of a module's pages: pages whose url starts with one of `pages`, and which of their buttons. */
export interface ProfileGrant {
  portal?: PortalType;
  pages: ReadonlyArray<string | RegExp>;
  /** 'all' buttons of the kept pages, 'readOnly' (export, print) or none */
  buttons: 'all' | 'readOnly' | 'none';
}

/** A top-level menu node a module adds to a portal; replaces a catalogue node of the same code. */
export type ModuleMenus = Partial<Record<PortalType, MenuDef[]>>;

export interface ModuleDef {
  /** the folder name: lower-case, unique */
  code: string;
  /** built-in entities (each with its stable id) */
  entities?: readonly EntityDef[];
  /** low-code pages over those entities */
  pages?: readonly PageDef[];
  menus?: ModuleMenus;
  /** report pages as data (schemas/reports/define.ts): aggregated by server/reports, drawn by the Report template */
  reports?: readonly ReportDef[];
  /** dictionaries every tenant starts with, by dictionary code */
  dicts?: Readonly<Record<string, readonly DictEntry[]>>;
  /** which of its pages the demo role profiles get (the `all` profile gets every page anyway) */
  grants?: Partial<Record<RoleProfile, readonly ProfileGrant[]>>;
  /**
   * SQL views its reports read ([name, select], in creation order; each select yields tenant_id):
   * dropped and recreated on every start after the entity tables, so they follow the declarations.
   */
  views?: ReadonlyArray<readonly [name: string, select: string]>;
  /**
   * tables of its own beyond its entities' (created by its `migrations`), each with a tenant_id
   * column: the tenant scope (server/db/scope.ts) filters and guards them like entity tables
   */
  tenantTables?: readonly string[];
  /**
   * its schema changes by name, run in name order with the core's (kysely Migrator; a name once
   * run is never run again, so a published name never changes); loaded only by the migration
   */
  migrations?: () => Promise<Readonly<Record<string, Migration>>>;
  /** tenant parameters it declares (参数配置), each in a group of the settings form */
  params?: Readonly<Record<string, ParamDef>>;
  /** groups of the settings form it adds: [zh_CN, en_US] by group code; shown before the core's, in module order */
  paramGroups?: Readonly<Record<string, readonly [zh: string, en: string]>>;
  /** calls, record hooks and demo data; loaded by the server when it starts */
  server?: () => Promise<{ default: ServerModule }>;
}

const MODULE_CODE = /^[a-z][a-z0-9]*$/;

export function defineModule<const M extends ModuleDef>(m: M): M {
  if (!MODULE_CODE.test(m.code)) throw new Error(`module code "${m.code}": lower-case letters and digits`);
  return m;
}
