// Supplier: a supplier, picked by code or name.
import { defineFieldType } from './define';

export const SupplierField = defineFieldType({ name: 'Supplier', label: { zh_CN: '供应商', en_US: 'Supplier' }, column: 'bigint', storage: 'QUOTE', quote: 'Supplier', filter: 'filter', storable: true, settings: 'reference' });
