// DateTime: a date (attr.dataTypeDict 'DATE' or field.props.dateOnly → value 'YYYY-MM-DD') or a
// moment (value: ISO string, shown 'YYYY-MM-DD HH:mm:ss' in local time). attr.when 'past' (up to
// now, today included) / 'future' (after now: a date from tomorrow) disables the other side in the
// picker and is checked by validate (the shared date rule, against the browser's clock).
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateIssue } from '../../schemas/fieldTypes/rules';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';
import { ruleText } from './shared/ruleText';
import { EMPTY, tf } from './shared/text';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function isDateOnly(field: FieldMeta): boolean {
  return field.attr?.dataTypeDict === 'DATE' || field.props?.dateOnly === true;
}

/** A valid Dayjs from a string, epoch milliseconds, Date or Dayjs; null otherwise. */
export function toDayjs(value: unknown, dateOnly = false): Dayjs | null {
  let d: Dayjs | null = null;
  if (dayjs.isDayjs(value)) d = value;
  else if (value instanceof Date || (typeof value === 'number' && Number.isFinite(value))) d = dayjs(value);
  else if (typeof value === 'string' && value.trim()) {
    const s = value.trim();
    // a date keeps its calendar day: never shift '2024-03-05T00:00:00Z' through the time zone
    d = dateOnly && /^\d{4}-\d{2}-\d{2}/.test(s) ? dayjs(s.slice(0, 10), DATE_FORMAT) : DATE_ONLY.test(s) ? dayjs(s, DATE_FORMAT) : dayjs(s);
  }
  return d?.isValid() ? d : null;
}

function formatValue(value: unknown, field: FieldMeta): string {
  const dateOnly = isDateOnly(field);
  return toDayjs(value, dateOnly)?.format(dateOnly ? DATE_FORMAT : DATETIME_FORMAT) ?? '';
}

function whenOf(field: FieldMeta): 'past' | 'future' | null {
  const when = field.attr?.when ?? field.props?.when;
  return when === 'past' || when === 'future' ? when : null;
}

function DateTimeEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  const dateOnly = isDateOnly(field);
  const when = whenOf(field);
  // a future date starts tomorrow (the server compares the day with now); a future moment may be later today
  const firstFuture = dateOnly ? dayjs().add(1, 'day').startOf('day') : dayjs().startOf('day');
  const disabledDate = (current: Dayjs) => (when === 'past' ? current.isAfter(dayjs().endOf('day')) : when === 'future' ? current.isBefore(firstFuture) : false);
  return (
    <DatePicker
      style={{ width: '100%' }}
      value={toDayjs(value, dateOnly)}
      showTime={!dateOnly}
      format={dateOnly ? DATE_FORMAT : DATETIME_FORMAT}
      disabledDate={when ? disabledDate : undefined}
      disabled={disabled}
      placeholder={t('fields.pleaseSelect')}
      onChange={(d: Dayjs | null) => onChange?.(d ? (dateOnly ? d.format(DATE_FORMAT) : d.toISOString()) : null)}
    />
  );
}

function DateTimeRead({ value, field }: ReadProps) {
  return <span>{formatValue(value, field) || EMPTY}</span>;
}

export const DateTimeRenderer: FieldRenderer = {
  dataType: 'DateTime',
  valueType: 'string',
  Edit: DateTimeEdit,
  Read: DateTimeRead,
  Cell: ({ value, field }) => formatValue(value, field) || EMPTY,
  text: (value, field) => formatValue(value, field),
  validate: (value, field) => {
    if (value === null || value === undefined || value === '') return undefined;
    const dateOnly = isDateOnly(field);
    const d = toDayjs(value, dateOnly);
    if (!d) return tf('invalidDate');
    // a date is compared with the local today, a moment with now
    const clock = { now: Date.now(), today: dayjs().format(DATE_FORMAT) };
    return ruleText(dateIssue(dateOnly ? d.format(DATE_FORMAT) : d.valueOf(), { when: whenOf(field), dateOnly }, clock));
  },
};
