// Vform: a reference to a form (its formId). Edit is plain text; read shows it link-styled and,
// when the page gives field.props.onOpen(formId), clicking opens it.
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';
import { maxLengthOf, validateText } from './shared/stringRules';
import { EMPTY, plainText } from './shared/text';

function FormLink({ value, field }: { value: unknown; field: FieldMeta }) {
  const formId = plainText(value);
  if (!formId) return <span>{EMPTY}</span>;
  const onOpen = typeof field.props?.onOpen === 'function' ? (field.props.onOpen as (formId: string) => void) : null;
  return <Typography.Link onClick={onOpen ? () => onOpen(formId) : undefined}>{formId}</Typography.Link>;
}

function VformEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  return (
    <Input
      value={plainText(value)}
      maxLength={maxLengthOf(field) ?? undefined}
      disabled={disabled}
      allowClear={!disabled}
      placeholder={t('fields.pleaseInput')}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

function VformRead({ value, field }: ReadProps) {
  return <FormLink value={value} field={field} />;
}

export const VformRenderer: FieldRenderer = {
  dataType: 'Vform',
  valueType: 'string',
  Edit: VformEdit,
  Read: VformRead,
  Cell: ({ value, field }) => <FormLink value={value} field={field} />,
  text: (value) => plainText(value),
  // form ids are codes: no white space (its field type's limits)
  validate: (value, field) => validateText(value, field),
};
