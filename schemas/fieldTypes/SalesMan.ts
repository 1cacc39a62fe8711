// SalesMan: a salesman (a person), picked by code or name.
import { defineFieldType } from './define';

export const SalesManField = defineFieldType({ name: 'SalesMan', label: { zh_CN: '业务员', en_US: 'Salesman' }, column: 'bigint', storage: 'QUOTE', quote: 'Person', filter: 'filter', storable: true, settings: 'reference' });
