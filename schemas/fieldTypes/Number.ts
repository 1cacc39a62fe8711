// Number: a decimal, or a whole number (integer column) when the attribute says so.
import { defineFieldType } from './define';

export const NumberField = defineFieldType({
  name: 'Number',
  column: 'numeric',
  storage: 'NUMBER',
  variants: { integer: 'NUMBER' },
  filter: 'range',
  storable: true,
  settings: 'number',
});
