// The subcontracting pages: 委外加工 (task/Subcontract: the subcontracted operations being
// prepared and approved), 外协清单 (task/OutsourceList: the same records once approved — what is out
// at suppliers and what came back) and 委外生产单 (pmt/OutsourceProduceOrderList).
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';

export const outsourcePages = {
  Subcontract: doc('task/Subcontract', 'task/SubcontractDetail', 'OutsourceTask', { statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Finish', 'Reject', 'Repeal'] } }),
  OutsourceList: doc('task/OutsourceList', 'task/OutsourceListDetail', 'OutsourceTask', { statusLists: { open: ['Audit'], history: ['Finish', 'Manual'] } }),
  OutsourceProduce: doc('pmt/OutsourceProduceOrderList', 'pmt/OutsourceProduceOrderDetail', 'OutsourceOrder', { statusLists: { open: ['Saved', 'Commit', 'Audit', 'DeApproval'], history: ['Finish', 'Manual', 'Reject', 'Repeal'] } }),
} satisfies Record<string, PageDef>;
