// RelatedPurchase: the related purchase order, picked by code or name (not storable: not an entity of ours yet).
import { defineFieldType } from './define';

export const RelatedPurchaseField = defineFieldType({ name: 'RelatedPurchase', label: { zh_CN: '关联采购单', en_US: 'Related purchase' }, column: 'bigint', storage: 'QUOTE', quote: 'PurchaseOrder', filter: 'filter', storable: false });
