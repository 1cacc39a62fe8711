// A big module's sub-parts (ModuleDef.parts, declared with definePart) joined to their module: the
// catalogue reads each module with its parts' declarations merged in (joinParts), and the server
// loads each module's server part with its parts' joined after it (joinServerParts). Two of them
// declaring the same code is refused here, with both named, before anything runs.
import type { MenuDef, PortalType } from '../../schemas/menus/types';
import type { ModuleDef, ModulePart, PartMenuEntries, PartServer, ProfileGrant, RoleProfile } from '../../schemas/modules/define';
import type { ServerModule } from './types';

function fail(msg: string): never {
  throw new Error(`module parts: ${msg}`);
}

/** Concatenates a list the module and its parts each declare, refusing a key two of them use. */
function joined<T>(what: string, m: ModuleDef, pick: (d: ModuleDef | ModulePart) => readonly T[] | undefined, key: (t: T) => string): T[] {
  const owner = new Map<string, string>();
  const out: T[] = [];
  for (const [name, d] of [[m.code, m] as const, ...(m.parts ?? []).map((p) => [`${m.code}/${p.code}`, p] as const)]) {
    for (const item of pick(d) ?? []) {
      const k = key(item);
      if (owner.has(k)) fail(`${what} ${k} declared by ${owner.get(k)} and ${name}`);
      owner.set(k, name);
      out.push(item);
    }
  }
  return out;
}

/** The module's nodes of a portal with its parts' entries put in: in place of an entry by url, or at the end of a node by code. */
function partMenus(portal: PortalType, m: ModuleDef): MenuDef[] {
  const replace = new Map<string, { part: string; entries: readonly MenuDef[] }>();
  const join = new Map<string, Array<{ part: string; entries: readonly MenuDef[] }>>();
  for (const p of m.parts ?? []) {
    const name = `${m.code}/${p.code}`;
    const own: PartMenuEntries = p.menus?.[portal] ?? {};
    for (const [url, entries] of Object.entries(own.replace ?? {})) {
      const taken = replace.get(url);
      if (taken) fail(`menu entry ${url} of ${portal} replaced by ${taken.part} and ${name}`);
      replace.set(url, { part: name, entries });
    }
    for (const [code, entries] of Object.entries(own.join ?? {})) join.set(code, [...(join.get(code) ?? []), { part: name, entries }]);
  }
  const used = new Set<string>();
  const visit = (nodes: readonly MenuDef[]): MenuDef[] =>
    nodes.flatMap((n) => {
      const r = n.url ? replace.get(n.url) : undefined;
      if (r && n.url) {
        used.add(`url:${n.url}`);
        return [...r.entries];
      }
      const joins = join.get(n.code);
      if (joins) used.add(`code:${n.code}`);
      if (!n.children && !joins) return [n];
      return [{ ...n, children: [...visit(n.children ?? []), ...(joins ?? []).flatMap((j) => j.entries)] }];
    });
  const nodes = visit(m.menus?.[portal] ?? []);
  for (const [url, r] of replace) if (!used.has(`url:${url}`)) fail(`menu entry ${url} replaced by ${r.part} is in no node of module ${m.code} (${portal})`);
  for (const [code, list] of join) if (!used.has(`code:${code}`)) fail(`menu node ${code} joined by ${list.map((j) => j.part).join(', ')} is no node of module ${m.code} (${portal})`);
  return nodes;
}

/** The module as the catalogue reads it: its own declarations followed by each part's, in part order. */
export function joinParts(m: ModuleDef): ModuleDef {
  const parts = m.parts ?? [];
  if (!parts.length) return m;
  const codes = parts.map((p) => p.code);
  const twice = codes.find((c, i) => codes.indexOf(c) !== i);
  if (twice) fail(`part ${twice} listed twice by module ${m.code}`);
  const grants: Partial<Record<RoleProfile, ProfileGrant[]>> = {};
  for (const d of [m, ...parts]) for (const [profile, list] of Object.entries(d.grants ?? {}) as Array<[RoleProfile, ProfileGrant[]]>) grants[profile] = [...(grants[profile] ?? []), ...list];
  const dicts = Object.fromEntries(joined('dictionary', m, (d) => Object.entries(d.dicts ?? {}), ([code]) => code));
  const menus = Object.fromEntries(
    (Object.keys({ ...m.menus, ...Object.assign({}, ...parts.map((p) => p.menus)) }) as PortalType[]).map((portal) => [portal, partMenus(portal, m)]),
  );
  return {
    ...m,
    entities: joined('entity', m, (d) => d.entities, (e) => e.code),
    pages: joined('page', m, (d) => d.pages, (p) => p.url),
    reports: joined('report', m, (d) => d.reports, (r) => r.code),
    dashboards: joined('dashboard', m, (d) => d.dashboards, (b) => b.code),
    views: joined('view', m, (d) => d.views, ([name]) => name),
    tenantTables: joined('tenant table', m, (d) => d.tenantTables, (t) => t),
    dicts,
    grants,
    menus,
  };
}

/**
 * A module's server part with its parts' joined after it: their services and hooks follow the
 * module's, their seeds run after the module's (a part that seeds first: before it, in part order)
 * and their background work starts after it (and stops in the same order). A service name two of
 * them implement is refused with both named.
 */
export function joinServerParts(code: string, own: ServerModule | undefined, parts: ReadonlyArray<{ code: string; server: PartServer }>): ServerModule {
  const all = [...(own ? [{ code, server: own }] : []), ...parts.map((p) => ({ code: `${code}/${p.code}`, server: p.server }))];
  if (all.length === 1 && own) return own;
  const owner = new Map<string, string>();
  for (const { code: name, server } of all) {
    for (const s of server.services ?? []) {
      if (owner.has(s.name)) fail(`service ${s.name} implemented by ${owner.get(s.name)} and ${name}`);
      owner.set(s.name, name);
    }
  }
  const servers = all.map((a) => a.server);
  const seedFirst = parts.filter((p) => p.server.seedFirst).map((p) => p.server);
  const seeders = [...seedFirst, ...servers.filter((s) => !seedFirst.includes(s))];
  const editors = servers.filter((s) => s.editInApproval);
  const counters = servers.filter((s) => s.todoCount);
  return {
    services: servers.flatMap((s) => s.services ?? []),
    hooks: servers.flatMap((s) => s.hooks ?? []),
    guards: servers.flatMap((s) => s.guards ?? []),
    routes: (app, env) => {
      for (const s of servers) s.routes?.(app, env);
    },
    seed: async (ctx) => {
      for (const s of seeders) await s.seed?.(ctx);
    },
    start: async (env) => {
      const stops: Array<() => Promise<void>> = [];
      for (const s of servers) {
        const stop = await s.start?.(env);
        if (stop) stops.push(stop);
      }
      return async () => {
        for (const stop of stops) await stop();
      };
    },
    editInApproval: editors.length
      ? async (db, ask) => {
          for (const s of editors) if (await s.editInApproval!(db, ask)) return true;
          return false;
        }
      : undefined,
    todoCount: counters.length
      ? async (db, tenantId, userId) => {
          let n = 0;
          for (const s of counters) n += await s.todoCount!(db, tenantId, userId);
          return n;
        }
      : undefined,
  };
}
