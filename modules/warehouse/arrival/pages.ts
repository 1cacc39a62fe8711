// The pages of 到货登记 and 退货单: generated document lists and details. The arrival's list opens on
// the registrations still to be audited and keeps the audited ones in its history (open:
// Saved, Commit, DeApproval; history: Audit, Reject, and voided ones); an
// audited arrival's detail makes a return (退货) as a declared conversion.
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';

export const arrivalPages = {
  Arrival: doc('warehouse/Arrival', 'warehouse/ArrivalDetail', 'WmsArrival', {
    actions: [{ code: 'toReject', label: '退货', labelEn: 'Return goods', place: 'detail', handler: 'convert', call: '/wms.Reject/arrivalToReject', arg: 'arrivalId', target: 'warehouse/Reject', statuses: ['Audit'] }],
    statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Reject', 'Repeal'] },
  }),
  Reject: doc('warehouse/Reject', 'warehouse/RejectDetail', 'WmsReject'),
} satisfies Record<string, PageDef>;
