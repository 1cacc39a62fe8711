// Bool: yes or no.
import { defineFieldType } from './define';

export const BoolField = defineFieldType({ name: 'Bool', label: { zh_CN: '是/否', en_US: 'Yes/No' }, column: 'boolean', storage: 'BOOL', filter: 'filter', storable: true, settings: 'bool' });
