// Enclosure: uploaded files (the attribute limits their types, size and number).
import { defineFieldType } from './define';

export const EnclosureField = defineFieldType({ name: 'Enclosure', label: { zh_CN: '附件', en_US: 'Attachment' }, column: 'jsonb', storage: 'FILES', filter: 'filter', storable: true, settings: 'files' });
