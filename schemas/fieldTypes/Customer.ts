// Customer: a customer, picked by code or name.
import { defineFieldType } from './define';

export const CustomerField = defineFieldType({ name: 'Customer', column: 'bigint', storage: 'QUOTE', quote: 'Customer', filter: 'filter', storable: true, settings: 'reference' });
