// A list's opening date range (LowcodeParams.defaultRange): from the first of the month (or year)
// to today, in the user's local calendar, as the filter bar's {first, second} of that date field.
import dayjs from 'dayjs';
import type { FieldMeta } from '../../../renderers/fields/types';
import type { DefaultRange } from '../../../schemas/pages/types';

export function defaultRangeValues(range: DefaultRange | undefined, filters: readonly FieldMeta[], today = dayjs()): Record<string, unknown> | undefined {
  if (!range || !filters.some((f) => f.code === range.field)) return undefined;
  const from = range.from === 'yearStart' ? today.startOf('year') : today.startOf('month');
  return { [range.field]: { first: from.format('YYYY-MM-DD'), second: today.format('YYYY-MM-DD') } };
}
