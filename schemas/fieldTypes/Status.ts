// Status: a record's status_dict; it moves through the receipt actions, never through a form.
import { defineFieldType } from './define';

export const StatusField = defineFieldType({ name: 'Status', column: 'text', storage: 'DICT', filter: 'filter', storable: false });
