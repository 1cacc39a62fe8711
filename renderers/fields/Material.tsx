// Material: a material (page size 13), picked by fuzzy search; value {id, code, name}.
import { referenceRenderer } from './shared/referenceRenderer';

export const MaterialRenderer = referenceRenderer('Material', 13);
