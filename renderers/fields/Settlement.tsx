// Settlement: a settlement account, picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const SettlementRenderer = referenceRenderer('Settlement');
