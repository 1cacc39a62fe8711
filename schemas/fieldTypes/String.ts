// String: one line of text; lists search it by "contains".
import { defineFieldType } from './define';

export const StringField = defineFieldType({ name: 'String', column: 'text', storage: 'STRING', filter: 'fuzzy', storable: true, settings: 'text' });
