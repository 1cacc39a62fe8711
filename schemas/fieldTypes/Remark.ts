// Remark: multi-line text (descriptions, notes).
import { defineFieldType } from './define';

export const RemarkField = defineFieldType({
  name: 'Remark',
  label: { zh_CN: '多行文本', en_US: 'Multi-line text' },
  column: 'text',
  storage: 'STRING',
  filter: 'fuzzy',
  storable: true,
  settings: 'text',
  // notes are prose: white space is never refused
  textLimits: (declared) => ({ ...declared, noSpaces: false }),
});
