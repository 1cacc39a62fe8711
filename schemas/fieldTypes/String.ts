// String: one line of text; lists search it by "contains".
import { defineFieldType } from './define';

export const StringField = defineFieldType({ name: 'String', label: { zh_CN: '文本', en_US: 'Text' }, column: 'text', storage: 'STRING', filter: 'fuzzy', storable: true, settings: 'text' });
