// FuzzyCommon: a record of any entity: the attribute's quoteEntityCode (or field.props.entityCode), picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const FuzzyCommonRenderer = referenceRenderer('FuzzyCommon');
