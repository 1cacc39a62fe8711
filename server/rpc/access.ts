// The one place that decides whether the caller may make a call: the route checks every call's
// declared access (schemas/rpc/define.ts Access) before its handler runs.
// - pages: allocated to the role (read) or their function `{prefix}.{op}` granted;
// - an entity's records: through the calling page when the call names one (it must show that
//   entity), else through any page that shows it — never "whichever page was declared last";
// - records of tenant-defined entities live on meta/AppDataDetail: reading needs meta/Entity or
//   meta/AppDataDetail, writing the function meta.entity.data (查看数据);
// - look-ups (reference pickers) follow the entity's `lookup` declaration.
import { fnPrefix } from '../../schemas/menus/buttons';
import type { Access, Requirement } from '../../schemas/rpc/define';
import { entityByCode, isBuiltinEntity, isMenuPage, isProductPage, pageAt, pagesOfEntity, platformOnly } from '../modules/catalogue';
import { t } from '../i18n';
import { systemReference } from '../records/model';
import { modelFor } from '../records/tenant-models';
import { PLATFORM_TENANT_ID } from '../services/nav-tree';
import type { RoleGrants } from './grants';
import { noPermission, notFound, RpcError } from './errors';
import { type CallContext, session } from './registry';

export const TENANT_DATA_PAGES = ['meta/Entity', 'meta/AppDataDetail'];
export const TENANT_DATA_FUNCTION = 'meta.entity.data';

/** The function code of an operation on a page (a detail page's functions are its list's). */
export function functionOf(pageUrl: string, op: string): string {
  return `${fnPrefix(pageAt(pageUrl)?.url ?? pageUrl)}.${op}`;
}

interface Verdict {
  ok: boolean;
  /** what was missing, for the message: a function code or a page url */
  missing: string;
}

async function judge(ctx: CallContext, grants: RoleGrants, req: Requirement): Promise<Verdict> {
  if ('anyOf' in req) {
    let last: Verdict = { ok: false, missing: '' };
    for (const r of req.anyOf) {
      last = await judge(ctx, grants, r);
      if (last.ok) return last;
    }
    return last;
  }
  if ('page' in req && !('entity' in req)) {
    const page = req.page.replace(/^\/+/, '');
    if (!onPlatform(ctx)) {
      if (platformOnly().urls.has(page)) return { ok: false, missing: page };
      if ('fn' in req && platformOnly().functions.has(req.fn)) return { ok: false, missing: req.fn };
    }
    const copy = copyAt(grants, page);
    // a role's copy of a page: its functions carry the copy's code (code@function)
    if (copy) {
      if ('fn' in req) return { ok: grants.functions.has(`${copy.code}@${req.fn}`), missing: `${copy.code}@${req.fn}` };
      if (!req.op || req.op === 'read') return { ok: true, missing: page };
      const fn = `${copy.code}@${functionOf(copy.baseUrl, req.op)}`;
      return { ok: grants.functions.has(fn), missing: fn };
    }
    // a page no menu has is a mistake of the caller's, not a missing permission
    if (!isMenuPage(page)) throw notFound(t(ctx.lang, 'notFoundPage', { page }));
    if ('fn' in req) return { ok: grants.functions.has(req.fn), missing: req.fn };
    if (!req.op || req.op === 'read') return { ok: grants.pages.has(page), missing: page };
    const fn = functionOf(page, req.op);
    return { ok: grants.functions.has(fn), missing: fn };
  }
  return judgeEntity(ctx, grants, req);
}

async function judgeEntity(ctx: CallContext, grants: RoleGrants, req: Extract<Requirement, { entity: string }>): Promise<Verdict> {
  const { entity, op } = req;
  const reading = op === 'read' || op === 'lookup';
  if (!isBuiltinEntity(entity)) {
    const system = systemReference(entity);
    if (system) {
      if (op !== 'lookup') return { ok: false, missing: entity };
      if (system.lookup === 'tenant') return { ok: true, missing: '' };
      return { ok: grants.pages.has(system.lookup.page), missing: system.lookup.page };
    }
    // answers 11 for an entity the tenant does not have
    const s = session(ctx);
    await modelFor(s.db, s.tenantId, entity, ctx.lang, s.metaVersion);
    // the tenant's own entities are its own master data: any form may pick them by code and name
    if (op === 'lookup') return { ok: true, missing: '' };
    const viaPages = throughDesigned(grants, entity, op, req.page);
    if (viaPages?.ok) return viaPages;
    if (reading) return { ok: TENANT_DATA_PAGES.some((p) => grants.pages.has(p)), missing: viaPages?.missing ?? TENANT_DATA_PAGES[1] };
    return { ok: grants.functions.has(TENANT_DATA_FUNCTION), missing: viaPages?.missing ?? TENANT_DATA_FUNCTION };
  }
  if (op === 'lookup' && entityByCode(entity)?.lookup === 'tenant') return { ok: true, missing: '' };
  const named = req.page?.replace(/^\/+/, '') || null;
  const platform = onPlatform(ctx);
  if (named && !platform && platformOnly().urls.has(named)) return { ok: false, missing: named };
  const copy = named ? copyAt(grants, named) : undefined;
  if (copy) {
    // through the role's copy of a page of this entity: its own prefixed functions
    const base = pageAt(copy.baseUrl) ?? grants.designed.get(copy.baseUrl);
    if (base?.entityCode !== entity || (!platform && platformOnly().urls.has(copy.baseUrl))) return { ok: false, missing: named! };
    if (reading) return { ok: true, missing: '' };
    const fn = `${copy.code}@${fnPrefix(base.url)}.${op}`;
    return { ok: grants.functions.has(fn), missing: fn };
  }
  const designed = throughDesigned(grants, entity, op, named);
  if (designed?.ok) return designed;
  const calling = named ? pageAt(named) : undefined;
  // a page of the product that does not show this entity is refused; a url the product does not
  // know (a tenant's copy of a page) falls back to the entity's own pages
  if (named && calling?.entityCode !== entity && (calling || isMenuPage(named))) return { ok: false, missing: named };
  // another tenant reaches an entity only through its business pages (the platform's are not its own)
  const pages = (calling ? [calling] : pagesOfEntity(entity)).filter((p) => platform || !platformOnly().urls.has(p.url));
  if (!pages.length) return { ok: false, missing: `${entity}.${op}` };
  if (reading) return { ok: pages.some((p) => grants.pages.has(p.url) || grants.pages.has(p.detailUrl)), missing: pages[0].url };
  const fns = pages.map((p) => `${fnPrefix(p.url)}.${op}`);
  return { ok: fns.some((fn) => grants.functions.has(fn)), missing: fns[0] };
}

/** Is the caller signed in to the platform tenant (the only one that reaches System pages)? */
function onPlatform(ctx: CallContext): boolean {
  return session(ctx).tenantId === PLATFORM_TENANT_ID;
}

/**
 * The role's copy of a page at `url`. A copy never stands for a page the product has: a copy
 * (or a row left from before copies were checked) whose url is a product page's grants nothing
 * there, so no copy can open a System page or another catalogue page under its name.
 */
function copyAt(grants: RoleGrants, url: string) {
  return isProductPage(url) ? undefined : grants.copies.get(url);
}

/**
 * Through the tenant's own pages of the entity allocated to the role (the calling one when named):
 * reading needs the page, a write its function. Null when the role has none of them.
 */
function throughDesigned(grants: RoleGrants, entity: string, op: string, calling?: string | null): Verdict | null {
  const named = calling?.replace(/^\/+/, '');
  const pages = [...grants.designed.values()].filter((d) => d.entityCode === entity && (!named || d.url === named || d.detailUrl === named));
  if (!pages.length) return null;
  if (op === 'read' || op === 'lookup') return { ok: true, missing: '' };
  const fns = pages.map((d) => `${fnPrefix(d.url)}.${op}`);
  return { ok: fns.some((fn) => grants.functions.has(fn)), missing: fns[0] };
}

/** Throws 4003 naming what is missing unless every requirement holds. */
export async function requireAccess(ctx: CallContext, reqs: Requirement | readonly Requirement[]): Promise<void> {
  const s = session(ctx);
  const grants = await ctx.env.grants.of(s.tenantId, s.roleId, s.menuVersion);
  for (const req of Array.isArray(reqs) ? reqs : [reqs]) {
    const verdict = await judge(ctx, grants, req as Requirement);
    if (!verdict.ok) throw noPermission(t(ctx.lang, 'noPermission', { fn: verdict.missing }));
  }
}

/** Does the caller meet the requirement (a page held, a function granted)? requireAccess's judgement, answered instead of thrown. */
export async function holdsAccess(ctx: CallContext, req: Requirement): Promise<boolean> {
  try {
    await requireAccess(ctx, req);
    return true;
  } catch (e) {
    if (e instanceof RpcError) return false;
    throw e;
  }
}

/** The route's check of a call's declared access ('public' and 'session' need nothing more here). */
export async function checkAccess(ctx: CallContext, access: Access<unknown>, args: unknown): Promise<void> {
  if (access === 'public' || access === 'session') return;
  await requireAccess(ctx, typeof access === 'function' ? access(args) : access);
}

/** Is the access declaration well-formed? (a call without one does not register) */
export function isDeclaredAccess(access: unknown): boolean {
  return access === 'public' || access === 'session' || typeof access === 'function' || (typeof access === 'object' && access !== null);
}
