// RelatedSale: the related sale order, picked by code or name (not storable: not an entity of ours yet).
import { defineFieldType } from './define';

export const RelatedSaleField = defineFieldType({ name: 'RelatedSale', label: { zh_CN: '关联销售单', en_US: 'Related sale' }, column: 'bigint', storage: 'QUOTE', quote: 'SaleOrder', filter: 'filter', storable: false });
