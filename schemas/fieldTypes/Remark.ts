// Remark: multi-line text (descriptions, notes).
import { defineFieldType } from './define';

export const RemarkField = defineFieldType({
  name: 'Remark',
  column: 'text',
  storage: 'STRING',
  filter: 'fuzzy',
  storable: true,
  settings: 'text',
  // notes are prose: white space is never refused
  textLimits: (declared) => ({ ...declared, noSpaces: false }),
});
