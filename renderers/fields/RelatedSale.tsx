// RelatedSale: the related sale order, picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const RelatedSaleRenderer = referenceRenderer('RelatedSale');
