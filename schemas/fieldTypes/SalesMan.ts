// SalesMan: a salesman (a person), picked by code or name.
import { defineFieldType } from './define';

export const SalesManField = defineFieldType({ name: 'SalesMan', column: 'bigint', storage: 'QUOTE', quote: 'Person', filter: 'filter', storable: true, settings: 'reference' });
