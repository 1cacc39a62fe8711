// FuzzyCommon: a record of any entity, the one the attribute names (quoteEntityCode).
import { defineFieldType } from './define';

export const FuzzyCommonField = defineFieldType({ name: 'FuzzyCommon', column: 'bigint', storage: 'QUOTE', filter: 'filter', storable: true, settings: 'quote' });
