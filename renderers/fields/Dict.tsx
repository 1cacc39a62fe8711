// Dict: one entry (or several when field.multiple) of the dictionary attr.dictCode (or
// field.props.dictCode). The value is the entry's code; reads also accept {code|dict, name}.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';
import { dictCodeOf, dictText, peekDict, useDict } from './shared/dictCache';
import { DictName } from './shared/DictName';
import { localLabel } from './shared/text';

export function dictCodeOfField(field: FieldMeta): string | null {
  const code = field.attr?.dictCode ?? field.props?.dictCode;
  return typeof code === 'string' && code ? code : null;
}

function DictEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  const { items, loading } = useDict(dictCodeOfField(field));
  const codes = (Array.isArray(value) ? value : [value]).map(dictCodeOf).filter((c): c is string => c !== null);
  // disabled entries are not offered; one the value already holds stays shown (and unselectable)
  const options = items
    .filter((item) => !item.disabled || codes.includes(item.code))
    .map((item) => ({ value: item.code, label: localLabel(item), disabled: !!item.disabled }));
  return (
    <Select
      style={{ width: '100%' }}
      mode={field.multiple ? 'multiple' : undefined}
      value={field.multiple ? codes : (codes[0] ?? undefined)}
      options={options}
      loading={loading}
      disabled={disabled}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('fields.pleaseSelect')}
      onChange={(next: string | string[] | undefined) => onChange?.(field.multiple ? (Array.isArray(next) ? next : []) : (next ?? null))}
    />
  );
}

function DictRead({ value, field }: ReadProps) {
  return (
    <span>
      <DictName dictCode={dictCodeOfField(field)} value={value} />
    </span>
  );
}

export const DictRenderer: FieldRenderer = {
  dataType: 'Dict',
  valueType: 'string',
  Edit: DictEdit,
  Read: DictRead,
  Cell: ({ value, field }) => <DictName dictCode={dictCodeOfField(field)} value={value} />,
  text: (value, field) => {
    const code = dictCodeOfField(field);
    return dictText(code ? peekDict(code) : undefined, value);
  },
};
