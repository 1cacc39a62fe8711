// Material: a material, picked by code or name.
import { defineFieldType } from './define';

export const MaterialField = defineFieldType({ name: 'Material', label: { zh_CN: '物料', en_US: 'Material' }, column: 'bigint', storage: 'QUOTE', quote: 'Material', filter: 'filter', storable: true, settings: 'reference' });
