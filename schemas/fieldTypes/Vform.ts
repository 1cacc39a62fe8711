// Vform: a reference to a form by its formId (text).
import { defineFieldType } from './define';

export const VformField = defineFieldType({
  name: 'Vform',
  label: { zh_CN: '表单', en_US: 'Form' },
  column: 'text',
  storage: 'STRING',
  filter: 'fuzzy',
  storable: false,
  // form ids are codes: no white space
  textLimits: (declared) => ({ ...declared, noSpaces: true }),
});
