// Material: a material, picked by code or name.
import { defineFieldType } from './define';

export const MaterialField = defineFieldType({ name: 'Material', column: 'bigint', storage: 'QUOTE', quote: 'Material', filter: 'filter', storable: true, settings: 'reference' });
