// SalesMan: a salesman (a person), picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const SalesManRenderer = referenceRenderer('SalesMan');
