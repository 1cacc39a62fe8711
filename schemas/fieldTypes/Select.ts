// Select: a choice among the attribute's options (a searchable list).
import { defineFieldType } from './define';

export const SelectField = defineFieldType({ name: 'Select', label: { zh_CN: '下拉选项', en_US: 'Drop-down' }, column: 'text', storage: 'ENUM', filter: 'filter', storable: true, settings: 'options' });
