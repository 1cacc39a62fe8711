// DateTime: a moment (timestamptz), or a calendar day (date column) when the attribute says so.
import { defineFieldType } from './define';

export const DateTimeField = defineFieldType({
  name: 'DateTime',
  column: 'timestamptz',
  storage: 'DATETIME',
  variants: { date: 'DATE' },
  filter: 'range',
  storable: true,
  settings: 'date',
});
