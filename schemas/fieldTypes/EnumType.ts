// EnumType: a choice among a few fixed options (statuses, kinds).
import { defineFieldType } from './define';

export const EnumTypeField = defineFieldType({ name: 'EnumType', column: 'text', storage: 'ENUM', filter: 'filter', storable: true, settings: 'options' });
