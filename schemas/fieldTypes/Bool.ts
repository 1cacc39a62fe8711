// Bool: yes or no.
import { defineFieldType } from './define';

export const BoolField = defineFieldType({ name: 'Bool', column: 'boolean', storage: 'BOOL', filter: 'filter', storable: true, settings: 'bool' });
