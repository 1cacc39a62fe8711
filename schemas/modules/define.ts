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
import type { DashboardDef } from '../dashboards/define';
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
  /** dashboards and big screens as data (schemas/dashboards/define.ts): widgets over declared reports, drawn by the Dashboard template */
  dashboards?: readonly DashboardDef[];
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
  /**
   * the sub-parts of a big module, each in its own folder (definePart): the catalogue and the
   * server join them to the module in this order, so no file of the module merges them by hand
   */
  parts?: readonly ModulePart[];
}

/** Entries a part adds to its module's menu nodes of one portal. */
export interface PartMenuEntries {
  /** entries by the url of the module's entry they take the place of (an empty list removes it) */
  replace?: Readonly<Record<string, readonly MenuDef[]>>;
  /** entries added at the end of one of the module's nodes, by that node's code */
  join?: Readonly<Record<string, readonly MenuDef[]>>;
}

/** A part's server: a module's server part that may say its demo seeds before its module's own. */
export interface PartServer extends ServerModule {
  /**
   * its seed runs before its module's own seed (and before the parts seeding after it), for a part
   * whose demo data its module's demo builds on; by default a part seeds after its module
   */
  seedFirst?: boolean;
}

/**
 * A sub-part of a module (modules/<code>/<part>/part.ts): it declares what a module does — its
 * entities, pages, reports, dashboards, views, dictionaries, grants, its own tables, and a server
 * part whose services and hooks join the module's and whose seed (unless it seeds first) and start
 * run after the module's — and its menu entries go into its module's nodes instead of nodes of its
 * own. Its web part joins the module's through defineWebModule's `parts`.
 */
export interface ModulePart extends Pick<ModuleDef, 'entities' | 'pages' | 'reports' | 'dashboards' | 'views' | 'dicts' | 'grants' | 'tenantTables'> {
  /** the part's folder name within its module */
  code: string;
  menus?: Partial<Record<PortalType, PartMenuEntries>>;
  /** calls, record hooks and demo data joined to its module's; loaded by the server when it starts */
  server?: () => Promise<{ default: PartServer }>;
}

const MODULE_CODE = /^[a-z][a-z0-9]*$/;

export function defineModule<const M extends ModuleDef>(m: M): M {
  if (!MODULE_CODE.test(m.code)) throw new Error(`module code "${m.code}": lower-case letters and digits`);
  return m;
}

export function definePart<const P extends ModulePart>(p: P): P {
  if (!MODULE_CODE.test(p.code)) throw new Error(`module part code "${p.code}": lower-case letters and digits`);
  return p;
}
