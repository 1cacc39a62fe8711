// DateTime: a moment (timestamptz), or a calendar day (date column) when the attribute says so.
import { defineFieldType } from './define';

export const DateTimeField = defineFieldType({
  name: 'DateTime',
  label: { zh_CN: '日期时间', en_US: 'Date and time' },
  column: 'timestamptz',
  storage: 'DATETIME',
  variants: { date: 'DATE' },
  filter: 'range',
  storable: true,
  settings: 'date',
});
