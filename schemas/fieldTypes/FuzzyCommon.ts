// FuzzyCommon: a record of any entity, the one the attribute names (quoteEntityCode).
import { defineFieldType } from './define';

export const FuzzyCommonField = defineFieldType({ name: 'FuzzyCommon', label: { zh_CN: '引用其他实体', en_US: 'Other entity' }, column: 'bigint', storage: 'QUOTE', filter: 'filter', storable: true, settings: 'quote' });
