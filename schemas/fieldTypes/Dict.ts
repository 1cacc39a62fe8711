// Dict: an entry of a tenant dictionary (the attribute names the dictionary), stored by its code.
import { defineFieldType } from './define';

export const DictField = defineFieldType({ name: 'Dict', label: { zh_CN: '字典', en_US: 'Dictionary' }, column: 'text', storage: 'DICT', filter: 'filter', storable: true, settings: 'dict' });
