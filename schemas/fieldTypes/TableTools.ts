// TableTools: the row action buttons of a table (display only).
import { defineFieldType } from './define';

export const TableToolsField = defineFieldType({ name: 'TableTools', storable: false });
