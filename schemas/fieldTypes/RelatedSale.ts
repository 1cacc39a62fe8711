// RelatedSale: the related sale order, picked by code or name (not storable: not an entity of ours yet).
import { defineFieldType } from './define';

export const RelatedSaleField = defineFieldType({ name: 'RelatedSale', column: 'bigint', storage: 'QUOTE', quote: 'SaleOrder', filter: 'filter', storable: false });
