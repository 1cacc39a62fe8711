// RelatedPurchase: the related purchase order, picked by code or name (not storable: not an entity of ours yet).
import { defineFieldType } from './define';

export const RelatedPurchaseField = defineFieldType({ name: 'RelatedPurchase', column: 'bigint', storage: 'QUOTE', quote: 'PurchaseOrder', filter: 'filter', storable: false });
