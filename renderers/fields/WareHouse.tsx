// WareHouse: a warehouse, picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const WareHouseRenderer = referenceRenderer('WareHouse');
