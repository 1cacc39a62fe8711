// RelatedPurchase: the related purchase order, picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const RelatedPurchaseRenderer = referenceRenderer('RelatedPurchase');
