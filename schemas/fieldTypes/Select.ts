// Select: a choice among the attribute's options (a searchable list).
import { defineFieldType } from './define';

export const SelectField = defineFieldType({ name: 'Select', column: 'text', storage: 'ENUM', filter: 'filter', storable: true, settings: 'options' });
