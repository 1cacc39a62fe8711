// Supplier: a supplier, picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const SupplierRenderer = referenceRenderer('Supplier');
