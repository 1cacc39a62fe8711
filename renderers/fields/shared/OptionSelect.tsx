// The edit control of fixed-choice types (Select, EnumType): one or several of given options.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps } from '../types';
import { type FieldOption, selectValue, toSelectOptions } from './options';

export function OptionSelect({ value, onChange, field, disabled, options, searchable = false }: EditProps & { options: FieldOption[]; searchable?: boolean }) {
  const { t } = useTranslation();
  return (
    <Select
      style={{ width: '100%' }}
      mode={field.multiple ? 'multiple' : undefined}
      value={selectValue(value, field.multiple)}
      options={toSelectOptions(options)}
      disabled={disabled}
      allowClear
      showSearch={searchable}
      optionFilterProp={searchable ? 'label' : undefined}
      placeholder={t('fields.pleaseSelect')}
      onChange={(next: unknown) => onChange?.(next ?? (field.multiple ? [] : null))}
    />
  );
}
