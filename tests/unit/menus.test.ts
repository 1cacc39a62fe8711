import * as icons from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import { crud, fnPrefix, receiptButtons, reportButtons, viewOnly } from '../../schemas/menus/buttons';
import { portalMenus } from '../../server/modules/catalogue';
import { pageUrls, walkMenus } from '../../schemas/menus/index';
import type { ButtonDef, MenuDef, PortalType } from '../../schemas/menus/types';
import { PORTAL_TYPES } from '../../schemas/menus/types';

const webMenus = portalMenus('Web');

// The page paths the customer specified (shell and platform pages, then business module pages),
// written out module by module; "X (plus Add, detail, Edit)" expanded as XAdd,
// XDetail, XEdit. Not derived from the menu data.
const group = (prefix: string, names: string) => names.split(/[\s,]+/).filter(Boolean).map((n) => `${prefix}/${n}`);

const SPEC_PATHS: string[] = [
  // fixed pages
  'home', 'app/Dashboard', 'app/Display', 'report/react',
  // shell and platform pages
  ...group('event', 'stoploss, list, detail, rule, record, ruledetail, addComment, MessageList'),
  ...group('flow', 'job, table, detail'),
  ...group('search', 'Search, DocList, DocUpload, EvernoteImport, DocClassify'),
  ...group('mdm', 'member, budget, settlement'),
  ...group('pull', 'matMon, matMonDetail, process, pulling'),
  ...group('plan', 'scaleTable, scaleDetail, productionPlan, productionPlanDetail, table, detail, aps, apsDetail, GanttPlan'),
  ...group('cutter', 'Config, ConfigAdd, Define, File, UninstallReason'),
  ...group('fixture', 'Config, Add, Define, File, CheckPlan, Result'),
  ...group('dcm', 'trace, track'),
  ...group('hr', 'AttendanceDay, Attendance, BasicSalary, Borrowing, Salary, ProjectSummary'),
  'warehouse/robotScheduling',
  ...group('tenant', 'applist, tradelist, TradeDetail, tenant, Detail, GlobalJob, dictdiff, datashare, LoginLog'),
  ...group('meta', 'Entity, AppDataDetail, LogicFlow, Designer'),
  ...group('system', 'Message, Setting, Version'),
  'portal/3D',
  // business module pages
  ...group('purchase', 'order, PurchaseDetail, PurchaseArrival, PurchaseArrivalDetail, returnGoods, PurchaseRejectDetail, Replenishment, ItemReport, MaterialSummaryReport, SupplierSummaryReport, PayReport'),
  ...group('sale', 'Order, OrderDetail, Delivery, DeliveryDetail, Reject, RejectDetail, ItemReport, DeliveryReport, MaterialSummaryReport, CustomerSummaryReport, SalesmanSummaryReport, ReceiptReport, ProfitReport, RankReport, OrderAssociation'),
  ...group('quality', 'table, InspectRuleDetail, project, IncomingOrder, IncomingInspectDetail, Release, InProcessInspection, ProcessInspectDetail, Sample, Adjust, AdjustDetail'),
  ...group('pmt', 'list, OutsourceProduceOrderList, orderRecord'),
  'completedProducts/list',
  ...group('barcode', 'Batch, BatchAdjust, Barcode, Tag, TagDetail'),
  ...group('mdm', 'Supplier, SupplierDetail, Customer, CustomerDetail, Location, LocationDetail, Equipment, EquipmentDetail, Material, MaterialDetail, Bom, BomDetail, Process, ProcessDetail, ProcessUnit, Container, ContainerDetail, Warehouse, WarehouseDetail, Calendar, ProcessRoute, MaterialRoute, TaskPerformance'),
  ...group('mdm', 'DataModel, Data'),
  ...group('equipment', 'Template, TemplateDetail, plan, PlanDetail, issue, IssueDetail, EquipmentRepair, EquipmentCheckList, EquipmentResume, EquipmentResumeDetail, EquipmentOperateRecord, EquipOperateRecordDetail, RepairDetail, CheckTaskDetail, inspectAnnually, inspectAnnuallyDetail, repairReport, issueEcharts, Dashboard, Dashboard2, Insecure, Trapped, CheckOverdue, YearlyInspectOverdue, EquipOperateCountDetail'),
  ...group('finance', 'Income, IncomeDetail, Payment, PaymentDetail, WriteOff, WriteOffDetail, OtherIncome, OtherReceiptDetail, OtherPayment, OtherPayDetail, Expense, Transfer, TransferDetail, TransactionFlowReport, SupplierStatement, CustomerStatement, DebtReport, ReceivableSummaryReport, ReceivableItem, PayableSummaryReport, PayableItem, OtherIncomePaymentItem, IncomeExpenseReport, ProfitReport, AccountStat, AnnualSummary, ProjectSummary'),
  ...group('identity', 'Field, Rule, RuleDetail, Label, PrintDesigner'),
  ...group('iot', 'aggrement, collectModel, var, template, CollectTemplateDetail, collect, GatewayDetail'),
  ...group('meta', 'DataAuth, DataSource, DataSourceAdd, DataSourceDetail, DataSourceEdit'),
  ...group('meta', 'ChangeRecord, ChangeRecordAdd, ChangeRecordEdit, ChangeRecordDetail'),
  ...group('meta', 'Metadata, MetadataEdit, MetadataDetail, MetadataAdd'),
  ...group('meta', 'Search, DataMap, DataTableAdd, DataTableEdit, DataTableDetail, DataBlood, SqlConsole'),
  ...group('standard', 'Dict, Contrast, DictContrast, ContrastStatistics'),
  ...group('dataquality', 'Report, Issue, Rule'),
  ...group('market', 'Mask, Api, ApiLog, Integration, ServiceLog'),
  'datax/ApiMaskDetail',
  'etldesigner/ScriptList',
  ...group('etl', 'RepoList, Display, Job, Tran, JobSchedule, ScheduleMonitor, ScheduleLog'),
  ...group('ops', 'IndicatorList, IndicatorDetail'),
  ...group('system', 'User, Organ, Department, DepartmentDetail, Person, PersonDetail, Config, Dict, DictDetail, Role, RoleDetail, App, Hmi, HmiDetail, Api, TriggerJob, Log'),
  ...group('project', 'list, detail, bidList, bid'),
  ...group('flowable', 'FlowList, FlowDetail, Form, FormDesigner, Class, Process, Todo, Finish, CopySend, Company, Record'),
];

// Pages the customer named only loosely ("task/* pages: order, order task …"); these are the names we fixed.
const NAMED_PATHS: string[] = [
  ...group('task', 'Order, OrderTask, ProcessOrder, Subcontract, OutsourceList, ProcessBoard, ProductionDisplay, Output, Performance, Salary, Defect, Production, WipReport, Schedule, MaterialList, MaterialDetail, Dynamics, ProcessRoute'),
  ...group('warehouse', 'Entry, EntryDetail, Delivery, DeliveryDetail, Apply, ApplyDetail, Arrival, ArrivalDetail, Reject, Stack, PutOn, Stock, StockDetail, Visual, Count, CountDetail, Transfer, TransferDetail, Snapshot, StockBook, StandingBook, ExpiryReport, SafeStockReport'),
  'flow/taskDetail',
];

const USER_CODES = ['create', 'update', 'delete', 'setDefault', 'lock', 'unlock', 'resetPwd', 'unbindWechat'].map((c) => `portal.user.${c}`);
// system/App and system/Hmi are the tenants' menu designers (issue 9): Business pages
// …and system/TriggerJob every tenant's own scheduled jobs (modules/system)
const SYSTEM_PAGES = ['system/Version', 'system/VersionDetail', 'system/Api'];
const CJK = /[\u4e00-\u9fff]/;
const DETAIL_NAME = /(detail|add|edit)$/i;

function nodes(defs: MenuDef[]): MenuDef[] {
  const all: MenuDef[] = [];
  walkMenus(defs, (d) => all.push(d));
  return all;
}
const pages = (defs: MenuDef[]) => nodes(defs).filter((d) => d.type === 2);
const buttons = (defs: MenuDef[]): ButtonDef[] => pages(defs).flatMap((p) => p.buttons ?? []);
const byUrl = (url: string) => pages(webMenus).find((p) => p.url === url);

describe('default menus: Web tree', () => {
  it('holds every page path of both spec documents exactly once', () => {
    const urls = pageUrls(webMenus);
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
    const missing = SPEC_PATHS.filter((p) => !urls.includes(p));
    expect(missing).toEqual([]);
    for (const p of [...SPEC_PATHS, ...NAMED_PATHS]) expect(urls.filter((u) => u === p), p).toHaveLength(1);
  });

  it('holds the task/*, warehouse/* and flow task detail pages', () => {
    const urls = pageUrls(webMenus);
    expect(NAMED_PATHS.filter((p) => !urls.includes(p))).toEqual([]);
  });

  it('has modules at the top, pages below them', () => {
    for (const m of webMenus) {
      expect(m.type, m.code).toBe(1);
      expect(m.code).toMatch(/^mod\./);
      expect(m.children?.length, m.code).toBeGreaterThan(0);
    }
    for (const name of ['采购管理', '销售管理', '生产管理', '生产计划', '车间物流', '仓储管理', '质量管理', '工装刀具', '设备管理', '人力资源', '条码管理', '主数据', '财务管理', '物联网', '数据治理', '流程管理', '系统管理', '租户管理', '项目管理']) {
      expect(webMenus.map((m) => m.name)).toContain(name);
    }
  });

  it('gives every page its url as code', () => {
    for (const p of pages(webMenus)) expect(p.code).toBe(p.url!.replace(/\//g, '.'));
  });

  it('hides detail pages', () => {
    const details = pages(webMenus).filter((p) => DETAIL_NAME.test(p.url!.split('/').pop()!));
    expect(details.length).toBeGreaterThan(60);
    for (const p of details) expect(p.hidden, p.url).toBe(true);
    for (const url of ['fixture/Add', 'cutter/ConfigAdd', 'event/ruledetail', 'flow/taskDetail', 'equipment/EquipOperateCountDetail']) {
      expect(byUrl(url)?.hidden, url).toBe(true);
    }
    for (const url of ['home', 'app/Dashboard', 'app/Display', 'report/react', 'mdm/Supplier', 'flowable/Todo']) {
      expect(byUrl(url)?.hidden, url).toBeFalsy();
    }
  });

  it('marks tenant pages and the platform system pages as System, all others Business', () => {
    for (const p of pages(webMenus)) {
      const system = p.url!.startsWith('tenant/') || SYSTEM_PAGES.includes(p.url!);
      expect(p.pageType === 'System', p.url).toBe(system);
    }
  });

  it('gives list pages derived function codes with detail paths', () => {
    const supplier = byUrl('mdm/Supplier')!;
    const codes = supplier.buttons!.map((b) => b.code);
    for (const op of ['create', 'update', 'delete', 'import', 'export']) expect(codes).toContain(`mdm.supplier.${op}`);
    expect(supplier.buttons!.find((b) => b.code === 'mdm.supplier.create')?.detailPath).toBe('mdm/SupplierDetail');
    expect(supplier.buttons!.find((b) => b.code === 'mdm.supplier.update')?.detailPath).toBe('mdm/SupplierDetail');
    const receipts = ['purchase/order', 'purchase/PurchaseArrival', 'sale/Order', 'sale/Delivery', 'warehouse/Entry', 'warehouse/Delivery', 'warehouse/Apply', 'warehouse/Count', 'warehouse/Transfer', 'equipment/EquipmentOperateRecord', 'finance/Income', 'finance/Payment'];
    for (const url of receipts) {
      const got = byUrl(url)!.buttons!.map((b) => b.code);
      for (const op of ['commit', 'audit', 'deApproval', 'manualFinish']) expect(got, url).toContain(`${fnPrefix(url)}.${op}`);
    }
    expect(byUrl('warehouse/Entry')!.buttons!.map((b) => b.code)).toContain('warehouse.entry.repeal');
    expect(byUrl('warehouse/Apply')!.buttons!.map((b) => b.code)).toContain('warehouse.apply.repeal');
    expect(byUrl('sale/RankReport')!.buttons!.map((b) => b.code)).toEqual(['sale.rankReport.export', 'sale.rankReport.print']);
  });

  it('declares the spec user codes, the role, menu and message functions', () => {
    const user = byUrl('system/User')!.buttons!.map((b) => b.code);
    for (const c of USER_CODES) expect(user).toContain(c);
    expect(byUrl('system/Message')!.buttons!.map((b) => b.code)).toContain('system.message.send');
    expect(byUrl('system/Role')!.buttons!.every((b) => b.code.startsWith('portal.role.'))).toBe(true);
    expect(byUrl('system/App')!.buttons!.map((b) => b.code)).toEqual(['portal.menu.list', 'portal.menu.create', 'portal.menu.update', 'portal.menu.delete']);
  });

  it('has buttons that open details of another app', () => {
    const withApp = buttons(webMenus).filter((b) => b.detailAppCode);
    expect(withApp.length).toBeGreaterThan(0);
    const handle = byUrl('flowable/Todo')!.buttons!.find((b) => b.detailAppCode)!;
    expect(handle).toMatchObject({ detailPath: 'flow/taskDetail', detailAppCode: 'flow' });
  });

  it('controls functions of entity pages, not of fixed pages and designers; marks copyable pages', () => {
    for (const url of ['home', 'app/Dashboard', 'app/Display', 'report/react', 'flow/job', 'meta/Designer', 'plan/GanttPlan']) {
      expect(byUrl(url)?.functionControlTag, url).toBe(false);
    }
    for (const url of ['mdm/Supplier', 'mdm/SupplierDetail', 'purchase/order', 'warehouse/Entry']) expect(byUrl(url)?.functionControlTag, url).toBe(true);
    for (const url of ['purchase/order', 'sale/Order', 'warehouse/Entry']) expect(byUrl(url)?.needCopy, url).toBe(true);
  });

  it('has detail paths that lead to pages of the tree', () => {
    const urls = new Set(pageUrls(webMenus));
    for (const b of buttons(webMenus)) if (b.detailPath) expect(urls.has(b.detailPath), b.code).toBe(true);
  });
});

describe.each(PORTAL_TYPES.map((p) => [p] as [PortalType]))('default menus: %s tree', (portal) => {
  const defs = portalMenus(portal);

  it('is not empty and has modules at the top', () => {
    expect(defs.length).toBeGreaterThan(0);
    for (const m of defs) expect(m.type).toBe(1);
    expect(pages(defs).length).toBeGreaterThan(3);
  });

  it('has unique codes and unique urls', () => {
    const codes = nodes(defs).map((d) => d.code);
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    const urls = pageUrls(defs);
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
    const fn = buttons(defs).map((b) => b.code);
    expect(fn.filter((c, i) => fn.indexOf(c) !== i)).toEqual([]);
  });

  it('names every node in Chinese and English', () => {
    for (const d of nodes(defs)) {
      expect(d.name, d.code).toMatch(CJK);
      expect(d.nameEn.trim(), d.code).not.toBe('');
      expect(d.nameEn, d.code).toMatch(/^[A-Z0-9]/);
      expect(d.nameEn, d.code).not.toMatch(CJK);
    }
    for (const b of buttons(defs)) {
      expect(b.name, b.code).toMatch(CJK);
      expect(b.nameEn, b.code).toMatch(/^[A-Z]/);
    }
  });

  it('uses icons of @ant-design/icons only, one per module', () => {
    const known = icons as unknown as Record<string, unknown>;
    for (const d of nodes(defs)) {
      if (d.type === 1) expect(d.icon, d.code).toBeTruthy();
      if (d.icon) expect(known[d.icon], `${d.code}: ${d.icon}`).toBeTruthy();
    }
  });

  it('has pages with urls and valid function codes', () => {
    for (const p of pages(defs)) {
      expect(p.url, p.code).toMatch(/^[A-Za-z][\w/]*$/);
      expect(p.children ?? [], p.code).toEqual([]);
    }
    for (const b of buttons(defs)) expect(b.code).toMatch(/^[a-z][\w.]*$/i);
  });

  it('hides detail pages', () => {
    for (const p of pages(defs)) if (DETAIL_NAME.test(p.url!.split('/').pop()!)) expect(p.hidden, p.url).toBe(true);
  });
});

describe('button helpers', () => {
  it('build the standard function codes', () => {
    expect(crud('mdm.supplier', 'mdm/SupplierDetail').map((b) => [b.code, b.name, b.detailPath])).toEqual([
      ['mdm.supplier.create', '新增', 'mdm/SupplierDetail'],
      ['mdm.supplier.update', '编辑', 'mdm/SupplierDetail'],
      ['mdm.supplier.delete', '删除', undefined],
      ['mdm.supplier.import', '导入', undefined],
      ['mdm.supplier.export', '导出', undefined],
      ['mdm.supplier.print', '打印', undefined],
    ]);
    const r = receiptButtons('warehouse.entry', 'warehouse/EntryDetail', { repeal: true });
    expect(r.slice(6).map((b) => [b.code, b.name])).toEqual([
      ['warehouse.entry.commit', '提交'],
      ['warehouse.entry.audit', '审核'],
      ['warehouse.entry.deApproval', '反审核'],
      ['warehouse.entry.manualFinish', '手动完结'],
      ['warehouse.entry.repeal', '作废'],
    ]);
    expect(reportButtons('sale.itemReport').map((b) => b.code)).toEqual(['sale.itemReport.export', 'sale.itemReport.print']);
    expect(viewOnly()).toEqual([]);
    expect(fnPrefix('purchase/PurchaseArrival')).toBe('purchase.purchaseArrival');
  });
});
