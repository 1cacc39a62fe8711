// DictType: the code of a dictionary.
import { defineFieldType } from './define';

export const DictTypeField = defineFieldType({
  name: 'DictType',
  label: { zh_CN: '字典编码', en_US: 'Dictionary code' },
  column: 'text',
  storage: 'DICT',
  filter: 'filter',
  storable: true,
  settings: 'dict',
  // dictionary codes are codes: no white space
  textLimits: (declared) => ({ ...declared, noSpaces: true }),
});
