// WareHouse: a warehouse, picked by code or name.
import { defineFieldType } from './define';

export const WareHouseField = defineFieldType({ name: 'WareHouse', column: 'bigint', storage: 'QUOTE', quote: 'Warehouse', filter: 'filter', storable: true, settings: 'reference' });
