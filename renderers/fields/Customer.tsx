// Customer: a customer, picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const CustomerRenderer = referenceRenderer('Customer');
