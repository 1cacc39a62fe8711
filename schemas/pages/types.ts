// The JSON parameter string of a low-code menu item (NavNode.params), and page definitions.

export const LIST_CLASSES = ['DataList', 'EntityDataList', 'VformList', 'VformDsvList'] as const;
export const DETAIL_CLASSES = ['DataDetail', 'VformDetail'] as const;
export type ListClass = (typeof LIST_CLASSES)[number];
export type DetailClass = (typeof DETAIL_CLASSES)[number];
/** The report template: a page whose rows a report declaration aggregates (schemas/reports). */
export const REPORT_CLASS = 'Report';
export type ReportClass = typeof REPORT_CLASS;
/** The dashboard template: a page of widgets over report declarations (schemas/dashboards). */
export const DASHBOARD_CLASS = 'Dashboard';
export type DashboardClass = typeof DASHBOARD_CLASS;
/** Every template a menu item's params may name. */
export type TemplateClass = ListClass | DetailClass | ReportClass | DashboardClass;

/**
 * A menu item whose params parse to this yields a list route at its url and a detail route at
 * its detail page (`detailUrl`; else the detailPath of its create/update/view buttons; else
 * url + 'Detail'). Detail query: formId, entityCode, title, path, id, url.
 * Example: {"class":"VformList","entityCode":"Supplier","detailClass":"VformDetail","detailUrl":"mdm/SupplierDetail"}
 */
export interface LowcodeParams {
  class: ListClass | DetailClass;
  entityCode: string;
  formId?: string;
  /** template of the generated detail route (default: VformDetail for Vform* lists, else DataDetail) */
  detailClass?: DetailClass;
  /** the detail page's url (pages own their identity: not always url + 'Detail') */
  detailUrl?: string;
  /** actions the page declares besides the template's own (toolbar, row, detail) */
  actions?: ActionDef[];
  /** VformDsvList: path of the data-source call, POST with [query] → {itemList, total} */
  dataSource?: string;
  pageSizeOptions?: number[];
  defaultPageSize?: number;
  /** VformList: the statuses of the workspace (in this order) and of the history (default: all but Finish / Finish) */
  statusLists?: StatusLists;
  /** a date filter the list opens with, from the first of the month (or year) to today */
  defaultRange?: DefaultRange;
  /** the detail form's layout groups: fields drawn by a named group component instead of the grid */
  formGroups?: FormGroupDef[];
}

export interface StatusLists {
  open: string[];
  history: string[];
}

export interface DefaultRange {
  field: string;
  from: 'monthStart' | 'yearStart';
}

/**
 * A layout group of the detail form, declared as data: some of the form's fields are drawn by a
 * named group component (the web's group registry, renderers/groups: no switch) instead of the
 * plain grid. Each grouped field stays its own field (renderer, validation, permissions: a field
 * the role does not see stays out of the group, a read-only one stays read-only); fields in no
 * group render as before. Example, the expense claim's cost table:
 * `{ component: 'CostTable', rows: [{ label: '差旅费', labelEn: 'Travel', fields: ['travel_accommodation', …], total: 'travel_cost' }, …], total: 'total_amount' }`
 */
export interface FormGroupDef {
  /** the group component's name in the group registry, e.g. 'CostTable' */
  component: string;
  /** the group's key in the form schema (default: its position among the page's groups) */
  code?: string;
  title?: string;
  titleEn?: string;
  /** span on the form's 24-column grid (default: the whole row) */
  span?: number;
  rows: FormGroupRowDef[];
  /** the field holding the group's grand total (its total row) */
  total?: string;
  /** the total row's label (default: the total field's name) */
  totalLabel?: string;
  totalLabelEn?: string;
}

/** One row of a form group: a label, the fields it holds, and optionally the field holding its total. */
export interface FormGroupRowDef {
  label: string;
  labelEn: string;
  /** the row's inputs (several: the parts of the row's total, each shown with its own label) */
  fields: string[];
  /** the field holding the row's total (computed from its parts); else the sum of its fields is shown */
  total?: string;
  /** the row counts against the total: its amount is shown negative (the input keeps the positive value) */
  negate?: boolean;
}

/** Documents: the open group in the workspace, finished and manually finished ones in the history (docs/reference/document-states.md). */
export const DOCUMENT_STATUS_LISTS: StatusLists = { open: ['Saved', 'Commit', 'Audit', 'DeApproval'], history: ['Finish', 'Manual'] };

/** Parses a menu item's params; null when absent or not a low-code page (never throws). */
export function parseLowcodeParams(params: string | null | undefined): LowcodeParams | null {
  if (!params) return null;
  try {
    const p = JSON.parse(params) as Partial<LowcodeParams>;
    if (!p || typeof p !== 'object' || typeof p.class !== 'string' || typeof p.entityCode !== 'string') return null;
    if (![...LIST_CLASSES, ...DETAIL_CLASSES].includes(p.class as ListClass)) return null;
    return p as LowcodeParams;
  } catch {
    return null;
  }
}

/** The params of a report page: {"class":"Report","report":"sale.RankReport"}. */
export interface ReportParams {
  class: ReportClass;
  /** the report declaration's code (report.Report/meta, /page) */
  report: string;
}

/** Parses a report page's params; null when absent or not a report (never throws). */
export function parseReportParams(params: string | null | undefined): ReportParams | null {
  if (!params) return null;
  try {
    const p = JSON.parse(params) as Partial<ReportParams>;
    if (!p || typeof p !== 'object' || p.class !== REPORT_CLASS || typeof p.report !== 'string' || !p.report) return null;
    return { class: REPORT_CLASS, report: p.report };
  } catch {
    return null;
  }
}

/** The params of a dashboard page: {"class":"Dashboard","dashboard":"production.Overview"}. */
export interface DashboardParams {
  class: DashboardClass;
  /** the dashboard declaration's code (report.Dashboard/meta, /data) */
  dashboard: string;
}

/** Parses a dashboard page's params; null when absent or not a dashboard (never throws). */
export function parseDashboardParams(params: string | null | undefined): DashboardParams | null {
  if (!params) return null;
  try {
    const p = JSON.parse(params) as Partial<DashboardParams>;
    if (!p || typeof p !== 'object' || p.class !== DASHBOARD_CLASS || typeof p.dashboard !== 'string' || !p.dashboard) return null;
    return { class: DASHBOARD_CLASS, dashboard: p.dashboard };
  } catch {
    return null;
  }
}

/** The menu parameter string of a report declaration. */
export function reportParamsOf(r: { code: string }): ReportParams {
  return { class: REPORT_CLASS, report: r.code };
}

/**
 * A page action besides the template's standard ones (标记开票, 生成入库单, 生成工单 …), declared as
 * data: its function code is `{page prefix}.{code}` (a menu button of the page, allocated to roles
 * like any other), its handler is looked up by name in the web's action registry
 * (src/templates/actions: built-in handlers, and those a module's web part registers).
 */
export interface ActionDef {
  /** the operation: function code `{prefix}.{code}` */
  code: string;
  label: string;
  labelEn: string;
  /** toolbar: acts on the selected rows; row: on one row; detail: on the open record */
  place: 'toolbar' | 'row' | 'detail';
  /** handler name in the action registry, e.g. 'callService' or 'purchase.toArrival' */
  handler: string;
  /** antd icon name */
  icon?: string;
  /** asked before the handler runs (zh_CN, en_US) */
  confirm?: { zh_CN: string; en_US: string };
  /** the call a `callService` or `convert` action posts to, e.g. `/erp.PurchaseArrival/purchaseToArrival` */
  call?: string;
  /** `convert`: the key the source record's id travels under in the call's argument, e.g. 'orderId' */
  arg?: string;
  /** `convert`: the list page (url) of the document it makes; its detail opens the draft, e.g. 'purchase/PurchaseArrival' */
  target?: string;
  /** record statuses it applies to (others: disabled); all when absent */
  statuses?: string[];
  /** toolbar: enabled without a selection too (it starts something new, e.g. 运行排程, rather than acting on rows) */
  noSelection?: boolean;
  /**
   * granted by another action's function (its code) rather than a function of its own: a second
   * way to do what that function allows (分批检验 is granted with 判定, its call's access)
   */
  fn?: string;
}

/** The function code (under the page's prefix) a role needs for the action. */
export const actionFunction = (a: Pick<ActionDef, 'code' | 'fn'>): string => a.fn ?? a.code;

/** What an override may say about one field of a page (data first: hide, reorder, rename, width, widget). */
export interface FieldOverride {
  hide?: boolean;
  /** position among the block's fields (lower first) */
  sn?: number;
  name?: string;
  nameEn?: string;
  width?: number;
  /** another renderer (data type) for this field */
  widget?: string;
  editable?: boolean;
  required?: boolean;
  defaultValue?: string;
  limitValue?: string;
}

/** A page definition: template class + entity + overrides; seeding turns it into the page detail. */
export interface PageDef {
  /** list page url, e.g. mdm/Supplier */
  url: string;
  /** its detail page's url, e.g. mdm/SupplierDetail (the menu's detailPath of create/update/view) */
  detailUrl: string;
  listClass: ListClass;
  detailClass: DetailClass;
  entityCode: string;
  /** per block: Table (list columns), Form (detail form), Item (child-table columns, by child key) */
  table?: Record<string, FieldOverride>;
  form?: Record<string, FieldOverride>;
  items?: Record<string, Record<string, FieldOverride>>;
  /** the form code when it is not the entity code (the entity declares the same formId) */
  formId?: string;
  /** fields of the entity used as the list's unique keys */
  uniqueKeys?: string[];
  statusLists?: StatusLists;
  defaultRange?: DefaultRange;
  /** the detail form's layout groups (carried in the menu params to the detail route) */
  formGroups?: FormGroupDef[];
  /** actions besides the template's (each also a function button of the page's menu node) */
  actions?: ActionDef[];
}

/** The menu parameter string of a page definition. */
export function paramsOf(p: PageDef): LowcodeParams {
  return {
    class: p.listClass,
    entityCode: p.entityCode,
    detailClass: p.detailClass,
    formId: p.formId ?? p.entityCode,
    detailUrl: p.detailUrl,
    ...(p.actions?.length ? { actions: p.actions } : {}),
    ...(p.statusLists ? { statusLists: p.statusLists } : {}),
    ...(p.defaultRange ? { defaultRange: p.defaultRange } : {}),
    ...(p.formGroups?.length ? { formGroups: p.formGroups } : {}),
  };
}

/** A master-data list/detail pair (VformList + VformDetail at `{url}Detail`, unique by its code). */
export function masterDataPageDef(url: string, entityCode: string, extra: Partial<PageDef> = {}): PageDef {
  return { url, detailUrl: `${url}Detail`, listClass: 'VformList', detailClass: 'VformDetail', entityCode, uniqueKeys: ['code'], ...extra };
}

/** A document's list/detail pair (VformList + VformDetail, unique by its number). */
export function documentPageDef(url: string, detailUrl: string, entityCode: string, extra: Partial<PageDef> = {}): PageDef {
  return { url, detailUrl, listClass: 'VformList', detailClass: 'VformDetail', entityCode, uniqueKeys: ['code'], statusLists: DOCUMENT_STATUS_LISTS, ...extra };
}
