// DictType: the code of a dictionary.
import { defineFieldType } from './define';

export const DictTypeField = defineFieldType({
  name: 'DictType',
  column: 'text',
  storage: 'DICT',
  filter: 'filter',
  storable: true,
  settings: 'dict',
  // dictionary codes are codes: no white space
  textLimits: (declared) => ({ ...declared, noSpaces: true }),
});
