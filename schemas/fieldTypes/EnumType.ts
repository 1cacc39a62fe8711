// EnumType: a choice among a few fixed options (statuses, kinds).
import { defineFieldType } from './define';

export const EnumTypeField = defineFieldType({ name: 'EnumType', label: { zh_CN: '枚举', en_US: 'Enumeration' }, column: 'text', storage: 'ENUM', filter: 'filter', storable: true, settings: 'options' });
