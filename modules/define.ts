// A module's manifest: everything the product knows of a business module, declared in one
// folder (modules/<code>/) and listed once in modules/index.ts. The declarative part (entities,
// pages, menus, dictionaries, demo-role grants) is read by server and tests alike; the server
// part (calls, record hooks, demo data) loads lazily so declarations never import server code.
// The web part is found by modules/web.ts (import.meta.glob of modules/*/web/index.ts).
import type { EntityDef } from '../schemas/entities/define';
import type { MenuDef, PortalType } from '../schemas/menus/types';
import type { PageDef } from '../schemas/pages/types';
import type { ReportDef } from '../schemas/reports/define';
import type { ServerModule } from '../server/modules/types';
import type { ReceiptViewDeclarations } from '../renderers/receipt-details/declarations';

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
   * the read-only views of its receipt types (查看单据, the flow task screen) by type code, as data
   * in `receipt-views.ts` beside the manifest (the web finds that file by folder)
   */
  receiptViews?: ReceiptViewDeclarations;
  /** calls, record hooks and demo data; loaded by the server when it starts */
  server?: () => Promise<{ default: ServerModule }>;
}

const MODULE_CODE = /^[a-z][a-z0-9]*$/;

export function defineModule<const M extends ModuleDef>(m: M): M {
  if (!MODULE_CODE.test(m.code)) throw new Error(`module code "${m.code}": lower-case letters and digits`);
  return m;
}
