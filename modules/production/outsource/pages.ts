// The subcontracting page stacks, each declared once: 委外加工 (task/Subcontract: the subcontracted
// operations being prepared and approved), 外协清单 (task/OutsourceList: the same records once
// approved — what is out at suppliers and what came back) and 委外生产单 (pmt/OutsourceProduceOrderList).
// Their calls are task.OutsourceOrder's (contracts.ts), which answers for both entities.
import { documentStack, pagesByKey } from '../../../schemas/documents/stack';
import { OutsourceOrder, OutsourceTask } from './entities';

export const outsourceStacks = {
  Subcontract: documentStack({
    entity: OutsourceTask,
    list: { url: 'task/Subcontract', labels: ['委外加工', 'Subcontracting'], statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Finish', 'Reject', 'Repeal'] } },
    detail: { url: 'task/SubcontractDetail', labels: ['委外加工详情', 'Subcontracted operation'] },
    receiptView: { tables: [], headFirst: ['code', 'order_id', 'process_id', 'material_id', 'supplier_id', 'quantity', 'delivery_date'] },
  }),
  OutsourceList: documentStack({
    entity: OutsourceTask,
    list: { url: 'task/OutsourceList', labels: ['外协清单', 'Outsourcing list'], statusLists: { open: ['Audit'], history: ['Finish', 'Manual'] } },
    detail: { url: 'task/OutsourceListDetail', labels: ['外协清单详情', 'Outsourcing detail'] },
  }),
  OutsourceProduce: documentStack({
    entity: OutsourceOrder,
    list: {
      url: 'pmt/OutsourceProduceOrderList',
      labels: ['委外生产单', 'Outsourced production orders'],
      statusLists: { open: ['Saved', 'Commit', 'Audit', 'DeApproval'], history: ['Finish', 'Manual', 'Reject', 'Repeal'] },
    },
    detail: { url: 'pmt/OutsourceProduceOrderDetail', labels: ['委外生产单详情', 'Outsourced production order'] },
    receiptView: { tables: ['items'], headFirst: ['code', 'supplier_id', 'bill_date', 'delivery_date', 'order_id'] },
  }),
};

/** The page definitions by stack (their urls: the calls' pages). */
export const outsourcePages = pagesByKey(outsourceStacks);
