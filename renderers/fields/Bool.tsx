// Bool: a switch; reads 是/否 (Yes/No). Accepts true/false, 1/0 and 'true'/'false' from the server.
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { EMPTY, tf } from './shared/text';
import { i18n } from '../../src/i18n';

export function toBool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return null;
}

// looked up once per language: a list calls this for every cell of every Bool column
let words: { lang: string; yes: string; no: string } | null = null;

function boolText(value: unknown): string {
  const b = toBool(value);
  if (b === null) return '';
  const lang = i18n.language;
  if (words?.lang !== lang) words = { lang, yes: tf('yes'), no: tf('no') };
  return b ? words.yes : words.no;
}

function BoolEdit({ value, onChange, disabled }: EditProps) {
  return <Switch checked={toBool(value) === true} disabled={disabled} onChange={(checked) => onChange?.(checked)} />;
}

function BoolRead({ value }: ReadProps) {
  useTranslation(); // re-render on language change
  return <span>{boolText(value) || EMPTY}</span>;
}

export const BoolRenderer: FieldRenderer = {
  dataType: 'Bool',
  valueType: 'boolean',
  Edit: BoolEdit,
  Read: BoolRead,
  Cell: ({ value }) => boolText(value) || EMPTY,
  text: boolText,
};
