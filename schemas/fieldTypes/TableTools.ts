// TableTools: the row action buttons of a table (display only).
import { defineFieldType } from './define';

export const TableToolsField = defineFieldType({ name: 'TableTools', label: { zh_CN: '表格工具', en_US: 'Table tools' }, storable: false });
