// The product's registries, built from the module list the entry installs (installModules: the
// server's start, the test setups and the bench scripts hand in modules/index.ts) — never edited by hand:
// entities by code and id, pages by url / detail url / entity, the menu trees of the three
// portals (module menus over the catalogue of pages not built yet), dictionaries, role grants,
// report declarations (checked against their sources: a report naming an unknown field is refused).
// Core code reads them through catalogue() and never imports a module: modules sit over the core.
import type { EntityDef } from '../../schemas/entities/define';
import { plannedMenus } from '../../schemas/menus/catalogue';
import { type MenuDef, PORTAL_TYPES, type PortalType } from '../../schemas/menus/types';
import type { PageDef } from '../../schemas/pages/types';
import { checkReport } from '../../schemas/reports/check';
import { checkDashboard } from '../../schemas/dashboards/check';
import type { DashboardDef } from '../../schemas/dashboards/define';
import type { ReportDef } from '../../schemas/reports/define';
import type { DictEntry, ModuleDef, ProfileGrant, RoleProfile } from '../../schemas/modules/define';
import { joinParts } from './parts';

export interface Catalogue {
  modules: readonly ModuleDef[];
  entities: ReadonlyMap<string, EntityDef>;
  pages: readonly PageDef[];
  menus: Readonly<Record<PortalType, MenuDef[]>>;
  dicts: Readonly<Record<string, readonly DictEntry[]>>;
  /** the module that declares an entity, a page (list or detail url) */
  moduleOfEntity: ReadonlyMap<string, string>;
  pageByUrl: ReadonlyMap<string, PageDef>;
  pageByDetailUrl: ReadonlyMap<string, PageDef>;
  pagesOfEntity: ReadonlyMap<string, readonly PageDef[]>;
  grants: Readonly<Record<RoleProfile, ProfileGrant[]>>;
  /** report declarations by code */
  reports: ReadonlyMap<string, ReportDef>;
  /** dashboard declarations by code */
  dashboards: ReadonlyMap<string, DashboardDef>;
}

function fail(msg: string): never {
  throw new Error(`module catalogue: ${msg}`);
}

/**
 * A portal's top-level nodes: the planned areas' nodes in their order, and each module's nodes
 * placed where they say (first; right after / before the node of a code; neither: at the end). A module's node may not take the code of another node, and its anchor must exist.
 */
function mergeMenus(portal: PortalType, modules: readonly ModuleDef[]): MenuDef[] {
  const placed: MenuDef[] = [...plannedMenus[portal]];
  const owner = new Map<string, string>(placed.map((m) => [m.code, 'the planned areas (schemas/menus/catalogue.ts)']));
  let pending: Array<{ node: MenuDef; module: string }> = [];
  for (const m of modules) {
    for (const node of m.menus?.[portal] ?? []) {
      if (owner.has(node.code)) fail(`menu ${node.code} of ${portal} declared by ${owner.get(node.code)} and module ${m.code}`);
      owner.set(node.code, `module ${m.code}`);
      pending.push({ node, module: m.code });
    }
  }
  // nodes anchored to another module's node wait until that one is placed
  while (pending.length) {
    const waiting: typeof pending = [];
    for (const p of pending) {
      if (p.node.first) {
        placed.unshift(p.node);
        continue;
      }
      const anchor = p.node.after ?? p.node.before;
      if (!anchor) {
        placed.push(p.node);
        continue;
      }
      if (!owner.has(anchor)) fail(`menu ${p.node.code} of module ${p.module} is placed by ${anchor}, which no module or planned area declares in ${portal}`);
      if (p.node.after) {
        // right after the anchor (a later module naming the same anchor comes closer to it)
        const at = placed.findIndex((n) => n.code === anchor);
        if (at < 0) {
          waiting.push(p);
          continue;
        }
        placed.splice(at + 1, 0, p.node);
      } else {
        const at = placed.findIndex((n) => n.code === anchor);
        if (at < 0) {
          waiting.push(p);
          continue;
        }
        placed.splice(at, 0, p.node);
      }
    }
    if (waiting.length === pending.length) fail(`menus of ${portal} placed by each other in a circle: ${waiting.map((p) => p.node.code).join(', ')}`);
    pending = waiting;
  }
  return placed;
}

export function buildCatalogue(declared: readonly ModuleDef[]): Catalogue {
  // each module as its declarations and its parts' together (server/modules/parts.ts)
  const modules = declared.map(joinParts);
  const seen = new Set<string>();
  const entities = new Map<string, EntityDef>();
  const moduleOfEntity = new Map<string, string>();
  const ids = new Map<number, string>();
  const tables = new Map<string, string>();
  // a conversion's code names its receipt paths (receipt_path.link_code): one entity's only
  const links = new Map<string, string>();
  const dicts: Record<string, readonly DictEntry[]> = {};
  const grants = {} as Record<RoleProfile, ProfileGrant[]>;
  const pages: PageDef[] = [];
  const reports = new Map<string, ReportDef>();
  const dashboards = new Map<string, DashboardDef>();
  for (const m of modules) {
    if (seen.has(m.code)) fail(`module ${m.code} listed twice`);
    seen.add(m.code);
    for (const e of m.entities ?? []) {
      if (entities.has(e.code)) fail(`entity ${e.code} declared by ${moduleOfEntity.get(e.code)} and ${m.code}`);
      if (ids.has(e.id)) fail(`entity id ${e.id} of ${e.code} already taken by ${ids.get(e.id)}`);
      for (const table of [e.table, ...Object.values(e.children ?? {}).map((c) => c.table)]) {
        if (tables.has(table)) fail(`table ${table} of ${e.code} already used by ${tables.get(table)}`);
        tables.set(table, e.code);
      }
      for (const l of e.links ?? []) {
        if (links.has(l.code)) fail(`link ${l.code} of ${e.code} already declared by ${links.get(l.code)}`);
        links.set(l.code, e.code);
      }
      entities.set(e.code, e);
      moduleOfEntity.set(e.code, m.code);
      ids.set(e.id, e.code);
    }
    for (const [code, entries] of Object.entries(m.dicts ?? {})) {
      if (dicts[code]) fail(`dictionary ${code} declared twice (module ${m.code})`);
      dicts[code] = entries;
    }
    for (const [profile, list] of Object.entries(m.grants ?? {}) as Array<[RoleProfile, ProfileGrant[]]>) grants[profile] = [...(grants[profile] ?? []), ...list];
    pages.push(...(m.pages ?? []));
    for (const r of m.reports ?? []) {
      if (reports.has(r.code)) fail(`report ${r.code} declared twice (module ${m.code})`);
      reports.set(r.code, r);
    }
    for (const d of m.dashboards ?? []) {
      if (dashboards.has(d.code)) fail(`dashboard ${d.code} declared twice (module ${m.code})`);
      dashboards.set(d.code, d);
    }
  }
  // after every module's entities are known: a report may read another module's documents
  for (const r of reports.values()) {
    const problems = checkReport(r, (code) => entities.get(code));
    if (problems.length) fail(problems.join('; '));
  }
  for (const d of dashboards.values()) {
    const problems = checkDashboard(d, (code) => reports.get(code), (code) => entities.get(code));
    if (problems.length) fail(problems.join('; '));
  }
  const pageByUrl = new Map<string, PageDef>();
  const pageByDetailUrl = new Map<string, PageDef>();
  const pagesOfEntity = new Map<string, PageDef[]>();
  for (const p of pages) {
    if (!entities.has(p.entityCode)) fail(`page ${p.url}: no entity ${p.entityCode}`);
    if (pageByUrl.has(p.url) || pageByDetailUrl.has(p.url)) fail(`page ${p.url} declared twice`);
    if (pageByUrl.has(p.detailUrl) || pageByDetailUrl.has(p.detailUrl)) fail(`detail page ${p.detailUrl} of ${p.url} declared twice`);
    pageByUrl.set(p.url, p);
    pageByDetailUrl.set(p.detailUrl, p);
    pagesOfEntity.set(p.entityCode, [...(pagesOfEntity.get(p.entityCode) ?? []), p]);
  }
  const menus = Object.fromEntries(PORTAL_TYPES.map((portal) => [portal, mergeMenus(portal, modules)])) as Record<PortalType, MenuDef[]>;
  return { modules, entities, pages, menus, dicts, moduleOfEntity, pageByUrl, pageByDetailUrl, pagesOfEntity, grants, reports, dashboards };
}

let installed: readonly ModuleDef[] | null = null;
let current: Catalogue | null = null;

/**
 * The entry's module list (server start, test setups, scripts): the catalogue is built from it on
 * first use, so module files never depend on each other's load order.
 */
export function installModules(modules: readonly ModuleDef[]): void {
  if (installed !== modules) current = null;
  installed = modules;
}

/** The running product's catalogue. */
export function catalogue(): Catalogue {
  if (!installed) throw new Error('module catalogue: no module list installed (the entry calls installModules(MODULES) from modules/index.ts)');
  current ??= buildCatalogue(installed);
  return current;
}

/** Runs the product with another module list (tests: a fixture module beside the real ones). */
export function useModules(modules: readonly ModuleDef[]): Catalogue {
  installed = modules;
  current = buildCatalogue(modules);
  return current;
}

// ---- the lookups everything else uses ---------------------------------------------------------

export const entityByCode = (code: string): EntityDef | undefined => catalogue().entities.get(code);
export const builtinEntities = (): EntityDef[] => [...catalogue().entities.values()];
export const isBuiltinEntity = (code: string): boolean => catalogue().entities.has(code);
export const pageByUrl = (url: string): PageDef | undefined => catalogue().pageByUrl.get(url);
/** The page whose list or detail lives at `url`. */
export const pageAt = (url: string): PageDef | undefined => catalogue().pageByUrl.get(url) ?? catalogue().pageByDetailUrl.get(url);
/** Every page that shows an entity's records (an entity may have several, e.g. a copy per module). */
export const pagesOfEntity = (entityCode: string): readonly PageDef[] => catalogue().pagesOfEntity.get(entityCode) ?? [];
export const portalMenus = (portal: PortalType): MenuDef[] => catalogue().menus[portal];
export const builtinReports = (): ReportDef[] => [...catalogue().reports.values()];
export const reportByCode = (code: string): ReportDef | undefined => catalogue().reports.get(code);
export const dashboardByCode = (code: string): DashboardDef | undefined => catalogue().dashboards.get(code);

const pageUrlsOf = new WeakMap<Catalogue, Set<string>>();
/** Is `url` a page of any portal's menu tree? */
export function isMenuPage(url: string): boolean {
  const cat = catalogue();
  let urls = pageUrlsOf.get(cat);
  if (!urls) {
    urls = new Set();
    const visit = (nodes: readonly MenuDef[]) => {
      for (const n of nodes) {
        if (n.type === 2 && n.url) urls!.add(n.url);
        if (n.children) visit(n.children);
      }
    };
    for (const portal of PORTAL_TYPES) visit(cat.menus[portal]);
    pageUrlsOf.set(cat, urls);
  }
  return urls.has(url);
}

export interface PlatformOnly {
  /** urls (lists and their detail pages) of the System pages and of pages under a System node */
  urls: ReadonlySet<string>;
  /** function codes that only System pages carry (a code a business page also has is not here) */
  functions: ReadonlySet<string>;
}

const platformOnlyOf = new WeakMap<Catalogue, PlatformOnly>();
/**
 * What only the platform tenant may reach: its System pages and their functions. The access judge
 * refuses these to every other tenant whatever its roles, copies or allocations hold.
 */
export function platformOnly(): PlatformOnly {
  const cat = catalogue();
  const hit = platformOnlyOf.get(cat);
  if (hit) return hit;
  const urls = new Set<string>();
  const systemFns = new Set<string>();
  const businessFns = new Set<string>();
  const visit = (nodes: readonly MenuDef[], inSystem: boolean) => {
    for (const n of nodes) {
      const system = inSystem || n.pageType === 'System';
      if (n.type === 2 && n.url) {
        if (system) {
          urls.add(n.url);
          const detail = pageByUrl(n.url)?.detailUrl;
          if (detail) urls.add(detail);
        }
      }
      for (const b of n.buttons ?? []) (system ? systemFns : businessFns).add(b.code);
      if (n.children) visit(n.children, system);
    }
  };
  for (const portal of PORTAL_TYPES) visit(cat.menus[portal], false);
  const found: PlatformOnly = { urls, functions: new Set([...systemFns].filter((f) => !businessFns.has(f))) };
  platformOnlyOf.set(cat, found);
  return found;
}

/** Is `url` a page the product has (a menu page, or an entity page's list or detail)? A tenant's copy may not take it. */
export const isProductPage = (url: string): boolean => isMenuPage(url) || !!pageAt(url);
