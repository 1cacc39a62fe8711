// Helpers that keep the default menu trees (web.ts, web/*.ts, app.ts, hmi.ts) short:
// standard function buttons of a page, and page/module node builders.
//
// Function codes of a page's buttons are `${prefix}.${operation}` where the prefix is the page
// url with `/` → `.` and the first letter of the last segment lower-cased
// (`mdm/Supplier` → `mdm.supplier`, `purchase/PurchaseArrival` → `purchase.purchaseArrival`).
import { DASHBOARD_CLASS, paramsOf, reportParamsOf } from '../pages/types';
import type { PageDef } from '../pages/types';
import type { ReportDef } from '../reports/define';
import type { ButtonDef, MenuDef } from './types';

/** Standard operations and their zh_CN / en_US button names. */
export const OPERATIONS = {
  create: ['新增', 'Add'],
  update: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  import: ['导入', 'Import'],
  export: ['导出', 'Export'],
  print: ['打印', 'Print'],
  commit: ['提交', 'Submit'],
  audit: ['审核', 'Audit'],
  deApproval: ['反审核', 'Un-audit'],
  manualFinish: ['手动完结', 'Finish manually'],
  repeal: ['作废', 'Void'],
  enable: ['启用', 'Enable'],
  disable: ['停用', 'Disable'],
  view: ['查看', 'View'],
} as const satisfies Record<string, readonly [string, string]>;
export type Operation = keyof typeof OPERATIONS;

/** Operations whose button opens the page's detail page. */
const OPENS_DETAIL: ReadonlySet<Operation> = new Set(['create', 'update', 'view']);

/** `mdm/Supplier` → `mdm.supplier` (function-code prefix of a page). */
export function fnPrefix(url: string): string {
  const parts = url.split('/');
  const last = parts.pop() ?? '';
  return [...parts, last.charAt(0).toLowerCase() + last.slice(1)].join('.');
}

/** `mdm/Supplier` → `mdm.Supplier` (menu code of a page). */
export function pageCode(url: string): string {
  return url.replace(/\//g, '.');
}

/** One button with a free operation name, e.g. `btn('flowable.todo', 'claim', '签收', 'Claim')`. */
export function btn(prefix: string, op: string, name: string, nameEn: string, extra: Partial<ButtonDef> = {}): ButtonDef {
  return { code: `${prefix}.${op}`, name, nameEn, ...extra };
}

/** Standard buttons for the listed operations; create/update/view carry `detailPath` when given. */
export function ops(prefix: string, list: readonly Operation[], detailPath?: string): ButtonDef[] {
  return list.map((op) => {
    const [name, nameEn] = OPERATIONS[op];
    return btn(prefix, op, name, nameEn, detailPath && OPENS_DETAIL.has(op) ? { detailPath } : {});
  });
}

/** create / update / delete / import / export / print. */
export function crud(prefix: string, detailPath?: string): ButtonDef[] {
  return ops(prefix, ['create', 'update', 'delete', 'import', 'export', 'print'], detailPath);
}

/** crud plus the receipt state moves commit / audit / deApproval / manualFinish (and repeal). */
export function receiptButtons(prefix: string, detailPath?: string, opts: { repeal?: boolean } = {}): ButtonDef[] {
  const moves: Operation[] = ['commit', 'audit', 'deApproval', 'manualFinish'];
  if (opts.repeal) moves.push('repeal');
  return [...crud(prefix, detailPath), ...ops(prefix, moves)];
}

/** Report pages: export and print only. */
export function reportButtons(prefix: string): ButtonDef[] {
  return ops(prefix, ['export', 'print']);
}

/** Pages without function buttons (dashboards, designers, queries): an explicit empty list. */
export function viewOnly(): ButtonDef[] {
  return [];
}

// ---- node builders ---------------------------------------------------------------------------

export interface PageOpts {
  buttons?: ButtonDef[];
  icon?: string;
  hidden?: boolean;
  /** functionControlTag; defaults to true for page(), false for screen() */
  fc?: boolean;
  needCopy?: boolean;
  system?: boolean;
  params?: string;
  lowcodeTag?: boolean;
  remark?: string;
  /** buttons appended after the standard ones of list()/receipt()/report() */
  extra?: ButtonDef[];
}

function node(url: string, name: string, nameEn: string, fc: boolean, o: PageOpts): MenuDef {
  const def: MenuDef = { code: pageCode(url), name, nameEn, type: 2, url, functionControlTag: o.fc ?? fc };
  if (o.icon) def.icon = o.icon;
  if (o.system) def.pageType = 'System';
  if (o.hidden) def.hidden = true;
  if (o.needCopy) def.needCopy = true;
  if (o.params) def.params = o.params;
  if (o.lowcodeTag) def.lowcodeTag = true;
  if (o.remark) def.remark = o.remark;
  const buttons = [...(o.buttons ?? []), ...(o.extra ?? [])];
  if (o.buttons || o.extra) def.buttons = buttons;
  return def;
}

/** A function-controlled page of business entities (list, report). */
export function page(url: string, name: string, nameEn: string, o: PageOpts = {}): MenuDef {
  return node(url, name, nameEn, true, o);
}

/** A detail (or add/edit) page: routable and permitted, hidden from the side menu. */
export function detail(url: string, name: string, nameEn: string, o: PageOpts = {}): MenuDef {
  return node(url, name, nameEn, true, { ...o, hidden: true });
}

/** A page without field metadata (dashboard, designer, graph, fixed page). */
export function screen(url: string, name: string, nameEn: string, o: PageOpts = {}): MenuDef {
  return node(url, name, nameEn, false, o);
}

/** A module node; `key` gives the code `mod.${key}`. */
export function mod(key: string, name: string, nameEn: string, icon: string, children: MenuDef[], o: { system?: boolean } = {}): MenuDef {
  const def: MenuDef = { code: `mod.${key}`, name, nameEn, type: 1, icon, children };
  if (o.system) def.pageType = 'System';
  return def;
}

/** A list page with crud() buttons; create/update open `detailUrl`. */
export function list(url: string, name: string, nameEn: string, detailUrl?: string, o: PageOpts = {}): MenuDef {
  return page(url, name, nameEn, { ...o, buttons: crud(fnPrefix(url), detailUrl) });
}

/** A receipt list page with receiptButtons(); `repeal` adds the void button. */
export function receipt(url: string, name: string, nameEn: string, detailUrl?: string, o: PageOpts & { repeal?: boolean } = {}): MenuDef {
  return page(url, name, nameEn, { ...o, buttons: receiptButtons(fnPrefix(url), detailUrl, { repeal: o.repeal }) });
}

/** A report page with export and print. */
export function report(url: string, name: string, nameEn: string, o: PageOpts = {}): MenuDef {
  return page(url, name, nameEn, { ...o, buttons: reportButtons(fnPrefix(url)) });
}

/**
 * A report page as data (schemas/reports): named by its declaration, drawn by the Report template
 * (params {"class":"Report","report":"<code>"}), with export and print like every report.
 */
export function reportPage(def: ReportDef, o: PageOpts = {}): MenuDef {
  return page(def.url, def.name, def.nameEn, { ...o, buttons: reportButtons(fnPrefix(def.url)), params: JSON.stringify(reportParamsOf(def)), lowcodeTag: true });
}

/**
 * A dashboard page as data (schemas/dashboards): named by its declaration, drawn by the Dashboard
 * template (params {"class":"Dashboard","dashboard":"<code>"}); it has no functions of its own.
 */
export function dashboardPage(def: { code: string; url: string; name: string; nameEn: string }, o: PageOpts = {}): MenuDef {
  return screen(def.url, def.name, def.nameEn, { ...o, params: JSON.stringify({ class: DASHBOARD_CLASS, dashboard: def.code }) });
}

/**
 * The function buttons of a page's declared actions (their codes are `{prefix}.{action code}`; an
 * action offered in two places is one function; one granted by another's function (`fn`) adds none).
 */
export function actionButtons(def: PageDef): ButtonDef[] {
  const first = (def.actions ?? []).filter((a, i, all) => !a.fn && all.findIndex((b) => b.code === a.code) === i);
  return first.map((a) => btn(fnPrefix(def.url), a.code, a.label, a.labelEn));
}

/**
 * A low-code master-data list: its template, entity and detail page come from the page definition
 * (the module's pages.ts), its functions are crud() plus audit and un-audit.
 */
export function masterData(def: PageDef, name: string, nameEn: string): MenuDef {
  const p = fnPrefix(def.url);
  return page(def.url, name, nameEn, {
    buttons: [...crud(p, def.detailUrl), ...ops(p, ['audit', 'deApproval']), ...actionButtons(def)],
    params: JSON.stringify(paramsOf(def)),
    lowcodeTag: true,
  });
}

/**
 * A low-code document list (orders, arrivals, payments …): template, entity and detail page from
 * the page definition, its functions receiptButtons() plus the page's declared actions.
 */
export function documentPage(def: PageDef, name: string, nameEn: string, o: PageOpts & { repeal?: boolean } = {}): MenuDef {
  const p = fnPrefix(def.url);
  return page(def.url, name, nameEn, {
    ...o,
    buttons: [...receiptButtons(p, def.detailUrl, { repeal: o.repeal }), ...actionButtons(def), ...(o.extra ?? [])],
    extra: undefined,
    params: JSON.stringify(paramsOf(def)),
    lowcodeTag: true,
  });
}
