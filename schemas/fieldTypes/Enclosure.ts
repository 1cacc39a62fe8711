// Enclosure: uploaded files (the attribute limits their types, size and number).
import { defineFieldType } from './define';

export const EnclosureField = defineFieldType({ name: 'Enclosure', column: 'jsonb', storage: 'FILES', filter: 'filter', storable: true, settings: 'files' });
