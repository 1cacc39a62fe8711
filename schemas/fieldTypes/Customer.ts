// Customer: a customer, picked by code or name.
import { defineFieldType } from './define';

export const CustomerField = defineFieldType({ name: 'Customer', label: { zh_CN: '客户', en_US: 'Customer' }, column: 'bigint', storage: 'QUOTE', quote: 'Customer', filter: 'filter', storable: true, settings: 'reference' });
