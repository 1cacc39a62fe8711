// Index: the row number of a table (display only). IndexType.ts, not Index.ts: Index.ts and
// index.ts are one file on case-insensitive file systems.
import { defineFieldType } from './define';

export const IndexField = defineFieldType({ name: 'Index', label: { zh_CN: '序号', en_US: 'Row number' }, storable: false });
