// Status: a record's status_dict; it moves through the receipt actions, never through a form.
import { defineFieldType } from './define';

export const StatusField = defineFieldType({ name: 'Status', label: { zh_CN: '状态', en_US: 'Status' }, column: 'text', storage: 'DICT', filter: 'filter', storable: false });
