// The purchase documents as the web's tests see them: a role's nav tree made of the module's own
// page definitions (with their standard and declared function codes) and the two documents'
// metadata cut down to what the tests look at. No pages are rendered from here.
import type { NavNode } from '../../../schemas/menus/types';
import { type PageDef, paramsOf } from '../../../schemas/pages/types';
import type { EntityAttrMeta, EntityMeta } from '../../../schemas/rpc/datax';
import { purchasePages } from '../../../modules/purchase/pages';
import { attr } from './fakes';
import { button, moduleNode, pageNode } from './fixtures';

const OPS = ['create', 'update', 'audit', 'deApproval', 'print'];

/** A document list of the purchase module with its standard codes and its declared actions' codes. */
function listNode(def: PageDef, name: string, extraCodes: string[] = []): NavNode {
  const prefix = def.url.replace(/\//g, '.');
  const codes = [...OPS, ...(def.actions ?? []).map((a) => a.code), ...extraCodes].map((op) => `${prefix}.${op}`);
  return pageNode(prefix, def.url, name, { params: JSON.stringify(paramsOf(def)), functionList: codes, buttons: codes.map((c) => button(c)) });
}

export interface TreeOptions {
  /** the role holds 溯源图谱 (dcm/trace) */
  trace?: boolean;
  /** the role holds 采购到货 (the target of 生成到货单) */
  arrivals?: boolean;
}

/** 采购订单, 采购到货 (unless told otherwise) and 追溯 › 溯源图谱 (unless told otherwise). */
export function purchaseTree({ trace = true, arrivals = true }: TreeOptions = {}): NavNode[] {
  const pages = [listNode(purchasePages.Order, '采购订单'), ...(arrivals ? [listNode(purchasePages.Arrival, '采购到货')] : [])];
  return [
    moduleNode('mod.purchase', '采购管理', pages),
    ...(trace ? [moduleNode('mod.trace', '追溯', [pageNode('dcm.trace', 'dcm/trace', '溯源图谱', { nameIntl: { en_US: 'Trace-back map' } })])] : []),
  ];
}

const goods = (): EntityAttrMeta[] => [
  attr('material_id', 'Material', { name: '物料' }),
  attr('quantity', 'Number', { name: '数量', digits: { int: 12, scale: 4 } }),
  attr('unit_price', 'Number', { name: '单价' }),
];

/** The two documents' metadata, cut down to what the tests look at. */
export function purchaseEntity(code: string): EntityMeta {
  const order = code === 'PurchaseOrder';
  return {
    id: order ? 101 : 102,
    code,
    name: order ? '采购订单' : '采购到货单',
    nameIntl: { en_US: order ? 'Purchase order' : 'Purchase arrival' },
    formId: code,
    receiptTypeCode: order ? 'erp-purchase' : 'purchase-arrival',
    hasFlow: false,
    tree: false,
    attrs: [
      attr('code', 'String', { name: '单据编号' }),
      ...(order ? [] : [attr('purchase_id', 'RelatedPurchase', { name: '采购订单' })]),
      attr('supplier_id', 'Supplier', { name: '供应商' }),
      attr('remark', 'Remark', { name: '备注' }),
      attr('attaches', 'Enclosure', { name: '附件' }),
    ],
    children: [
      { key: 'items', name: order ? '采购明细' : '到货明细', nameIntl: {}, min: 1, attrs: [...goods(), ...(order ? [] : [attr('order_item_id', 'Number', { name: '订单明细' })])] },
      ...(order
        ? []
        : [
            { key: 'pays', name: '付款', nameIntl: {}, min: 0, attrs: [attr('account_id', 'Settlement', { name: '结算账户' }), attr('amount', 'Number', { name: '付款金额' })] },
            { key: 'cost_items', name: '采购费用', nameIntl: {}, min: 0, attrs: [attr('expense_id', 'FuzzyCommon', { name: '费用项目' }), attr('amount', 'Number', { name: '金额' })] },
          ]),
    ],
  };
}

