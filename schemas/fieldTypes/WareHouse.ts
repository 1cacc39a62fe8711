// WareHouse: a warehouse, picked by code or name.
import { defineFieldType } from './define';

export const WareHouseField = defineFieldType({ name: 'WareHouse', label: { zh_CN: '仓库', en_US: 'Warehouse' }, column: 'bigint', storage: 'QUOTE', quote: 'Warehouse', filter: 'filter', storable: true, settings: 'reference' });
